// catalogue hooks and actions (issue #5).
export {};
