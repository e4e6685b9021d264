import { produce, type Draft } from 'immer';
import type { Application } from '../../api/recruit';
import type { UploadFile } from '../../ui/upload/upload-file';
import type { ApplicationFields } from './validation';

/** The application as the form holds it: the chosen files are upload list items. */
export interface ApplicationDraft extends ApplicationFields {
  positionIdList: string[];
  resumeFile: UploadFile[];
  otherFiles: UploadFile[];
}

/** Form limits of spec points 5 and 9. */
export const LIMITS = {
  name: 20, phone: 11, captcha: 4, stores: 2, resumeCount: 1, portfolioCount: 5, fileBytes: 10 * 1024 * 1024,
  accept: '.pdf,.doc,.docx',
} as const;

/** A form with nothing typed or chosen. */
export const emptyDraft = (): ApplicationDraft => ({
  personName: '', phoneNumber: '', cityId: '', positionIdList: [], resumeFile: [], otherFiles: [], captchaKey: '', captchaCode: '',
});

/** One change of the draft, written as a mutation of an immer draft. */
export type DraftRecipe = (draft: Draft<ApplicationDraft>) => void;
/** Applies a recipe immutably. */
export const applyRecipe = (state: ApplicationDraft, recipe: DraftRecipe): ApplicationDraft => produce(state, recipe);

/** A new city clears the chosen stores. */
export const chooseCity = (cityId: string): DraftRecipe => (draft) => {
  if (draft.cityId !== cityId) draft.positionIdList = [];
  draft.cityId = cityId;
};

/** Ticks or unticks a store; a third store is refused (the form disables it anyway). */
export const toggleStore = (storeId: string): DraftRecipe => (draft) => {
  const at = draft.positionIdList.indexOf(storeId);
  if (at >= 0) draft.positionIdList.splice(at, 1);
  else if (draft.positionIdList.length < LIMITS.stores) draft.positionIdList.push(storeId);
};

/** The application to send: the files the visitor chose, in their order. */
export const toApplication = (draft: ApplicationDraft): Application => ({
  personName: draft.personName.trim(),
  phoneNumber: draft.phoneNumber.trim(),
  cityId: draft.cityId,
  positionIdList: [...draft.positionIdList],
  resumeFile: draft.resumeFile.map((item) => item.originFileObj),
  otherFiles: draft.otherFiles.map((item) => item.originFileObj),
  captchaKey: draft.captchaKey,
  captchaCode: draft.captchaCode.trim(),
});
