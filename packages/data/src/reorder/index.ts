// Reorder (issue #16): an order's lines against the products as they are sold now.
export {
  addReorderToCart,
  planReorder,
  type ReorderItem,
  type ReorderMissing,
  type ReorderPlan,
  type ReorderProblem,
  type ReorderQuantity,
} from './planReorder.ts';
