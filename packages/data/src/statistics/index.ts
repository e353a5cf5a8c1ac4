// Site statistics the storefront reports (issue #16 "Rules still missing").
export { browserSessionStorage, countVisit, VISIT_SESSION_KEY, type CountVisitOptions } from './countVisit.ts';
