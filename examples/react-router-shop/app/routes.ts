import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [index('routes/home.tsx'), route('products/:id', 'routes/product.tsx')] satisfies RouteConfig;
