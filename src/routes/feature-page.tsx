import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { FeaturePage, FeatureProps } from './content-pages';
import { CmsContent } from '../features/shared/content/cms-content';
import { titledHandle } from './route-handle';
import type { featurePageData } from './feature-page.data';

/** The route module of one row of the feature pages (content-pages.ts), given its feature: its page and its handle (its loader: feature-page.data.ts). */
export function featureRoute({ title, place }: FeaturePage<unknown>, Feature: ComponentType<FeatureProps<unknown>>) {
  function FeatureScreenPage() {
    const { page, content } = useLoaderData<ReturnType<typeof featurePageData>['loader']>();
    const screen = <CmsContent content={content} place={place} optional />;
    return (
      <>
        {place === 'top' && screen}
        <Feature title={title} loaded={page} />
        {place === 'below' && screen}
      </>
    );
  }
  return { default: FeatureScreenPage, handle: titledHandle(title) };
}
