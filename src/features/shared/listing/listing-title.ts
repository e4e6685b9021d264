import type { Params } from 'react-router-dom';
import type { ListingData } from './listing-loader';

/** A product list's title: its category's name, else the code of the path (/products/{nav1}/{nav2}, /products/category/{code}). */
export const listingTitle = (data: ListingData, params: Params): string =>
  data.trail[data.trail.length - 1]?.virtualCategoryName || (params.nav2 ?? params.code ?? '');
