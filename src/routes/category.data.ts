import { productsSection } from '../features/shared/category/catalogue-links';
import { categoryLoader } from '../features/shared/category/category-loader';

export const loader = categoryLoader(productsSection);
