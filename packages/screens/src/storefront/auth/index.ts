// The storefront's auth screens (issue #5).
export {};
