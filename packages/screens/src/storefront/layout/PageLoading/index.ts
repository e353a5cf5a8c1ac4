export { PageLoading } from './PageLoading.tsx';
