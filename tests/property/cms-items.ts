import fc from 'fast-check';
import { blockModels } from '../../schemas/cms/blocks';
import { readerModels } from '../../schemas/cms/readers';
import { brokenFields, validContents, withField } from '../unit/schemas/block-examples';

// CMS items as the backend may send them, for the properties of the engine and of the loaders that run it.

const model = fc.constantFrom(...blockModels);

/** A valid block in wire form (contents a JSON string) or as an already-parsed object. */
export const validItem = fc.tuple(model, fc.boolean()).map(([m, asString]) => ({
  item: { modelName: m, contents: asString ? JSON.stringify(validContents[m]) : structuredClone(validContents[m]) },
  model: m,
}));
/** Everything else the CMS might send: broken fields, unknown models, malformed JSON, any JSON at all. */
export const garbageItem = fc.oneof(
  model.map((m) => ({ modelName: m, contents: JSON.stringify(withField(validContents[m], brokenFields[m].path, brokenFields[m].value)) })),
  fc.record({ modelName: fc.string(), contents: fc.jsonValue().map((v) => JSON.stringify(v)) }),
  fc.record({ modelName: model, contents: fc.string().map((s) => `{${s}`) }),
  fc.record({ modelName: model, contents: fc.jsonValue() }),
  fc.jsonValue(),
);
export const anyItem = fc.oneof(validItem.map((v) => v.item), garbageItem);
/** An item of a model a page reads itself, with any contents: the engine leaves it alone. */
export const readerItem = fc.record({ modelName: fc.constantFrom(...readerModels), contents: fc.jsonValue().map((v) => JSON.stringify(v)) });
