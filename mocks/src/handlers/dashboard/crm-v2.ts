/**
 * CRM v2 (vendor spec §3 "Customer", §7 "Customer … crm-v2"): pipelines of groups and
 * stages, reminders, attributes, global note titles and customer labels.
 */
import { fail, route } from '../../http.ts';
import { attributeAndLabelHandlers, attributeEmpty, attributeNames } from './crm-v2.attributes.ts';
import { groupEmpty, groupHandlers, groupNames } from './crm-v2.groups.ts';
import { reminderEmpty, reminderHandlers, reminderNames } from './crm-v2.reminders.ts';
import { domainScenarios } from './support/index.ts';

export const crmV2Scenarios = domainScenarios({
  names: [...groupNames, ...reminderNames, ...attributeNames],
  handlers: [...groupHandlers, ...reminderHandlers, ...attributeAndLabelHandlers],
  empty: [...groupEmpty, ...reminderEmpty, ...attributeEmpty],
  cases: {
    /** Dropping a customer on a stage fails: the board must put the card back. */
    moveFails: [route('groupStageCustomerLink', () => fail(500, 'The customer could not be moved.', 'internal'))],
  },
});
