/**
 * CRM v2 pipelines: groups with ordered stages, and moving a customer to a stage (the
 * board's drag and drop, POST /group/stage/customer/link). A group keeps at least one
 * stage; customers of a deleted stage move to the group's first stage, customers of a
 * deleted group leave the pipeline.
 */
import type { CrmGroup, CrmStage, EndpointName } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok } from '../../http.ts';
import { ownCustomer, ownCustomers } from './customers.store.ts';
import {
  conflict,
  findOr404,
  invalid,
  notFound,
  optionalId,
  optionalInt,
  optionalText,
  readColor,
  readEnum,
  readId,
  readObjectList,
  readText,
  removeRow,
  staffRoute,
  type Fields,
} from './support/index.ts';

export const groupNames = [
  'customerCrmV2GroupList',
  'customerCrmV2GroupGet',
  'customerCrmV2GroupAdd',
  'customerCrmV2GroupUpdate',
  'customerCrmV2GroupDelete',
  'customerCrmV2StageList',
  'customerCrmV2StageGet',
  'customerCrmV2StageAdd',
  'customerCrmV2StageUpdate',
  'customerCrmV2StageDelete',
  'customerCrmV2ChangeTemplateType',
  'groupStageCustomerLink',
] as const satisfies readonly EndpointName[];

const MAX_GROUPS = 20;
const MAX_STAGES = 12;

type StageSeed = readonly [name: string, name_ar: string, color: string];

/** The pipeline templates change-template-type switches a group to. */
const TEMPLATES: Record<'leads' | 'catering' | 'loyalty', readonly StageSeed[]> = {
  leads: [
    ['New', 'جديد', '#1565C0'],
    ['Contacted', 'تم التواصل', '#6A1B9A'],
    ['Qualified', 'مؤهل', '#EF6C00'],
    ['Won', 'تم الفوز', '#2E7D32'],
    ['Lost', 'خسارة', '#757575'],
  ],
  catering: [
    ['Inquiry', 'استفسار', '#00838F'],
    ['Quoted', 'تم إرسال العرض', '#EF6C00'],
    ['Confirmed', 'مؤكد', '#2E7D32'],
    ['Delivered', 'تم التسليم', '#455A64'],
  ],
  loyalty: [
    ['First order', 'الطلب الأول', '#1565C0'],
    ['Regular', 'منتظم', '#2E7D32'],
    ['VIP', 'كبار العملاء', '#B8860B'],
    ['At risk', 'معرض للفقدان', '#C62828'],
    ['Lapsed', 'منقطع', '#757575'],
  ],
};

type TemplateType = keyof typeof TEMPLATES;

/**
 * A group row with the template it was last switched to, kept on the row as a real backend
 * would (the shared model has no field for it; the row stays JSON, so the server persists it).
 */
type StoredGroup = CrmGroup & { templateType?: TemplateType };

function ownGroups(shop: string): CrmGroup[] {
  return db().tables.crmGroups.filter((g) => g.shop === shop);
}

function findStage(shop: string, id: string): { group: CrmGroup; stage: CrmStage } {
  for (const group of ownGroups(shop)) {
    const stage = group.stages.find((s) => s.id === id);
    if (stage) return { group, stage };
  }
  throw notFound('Stage');
}

function renumber(group: CrmGroup): void {
  group.stages
    .sort((a, b) => a.order - b.order)
    .forEach((stage, i) => {
      stage.order = i + 1;
    });
}

/** A group as the board shows it: stages in order, with how many customers sit in each. */
function withCounts(shop: string, group: CrmGroup) {
  const customers = ownCustomers(shop);
  return {
    ...group,
    customers: customers.filter((c) => c.groupId === group.id).length,
    stages: group.stages.map((s) => ({ ...s, customers: customers.filter((c) => c.stageId === s.id).length })),
  };
}

function stageFrom(group: string, [name, name_ar, color]: StageSeed, order: number): CrmStage {
  return { id: db().nextId('stage'), group, name, name_ar, color, order };
}

const groupList = staffRoute('customerCrmV2GroupList', ({ shop }) => ok(ownGroups(shop).map((g) => withCounts(shop, g))));

const groupGet = staffRoute('customerCrmV2GroupGet', ({ shop, f }) => ok(withCounts(shop, findOr404(ownGroups(shop), readId(f), 'Group'))));

const groupAdd = staffRoute('customerCrmV2GroupAdd', ({ shop, f }) => {
  if (ownGroups(shop).length >= MAX_GROUPS) throw conflict(`A shop has at most ${MAX_GROUPS} groups.`, 'too_many_groups');
  const name = readText(f, 'name', 60);
  const name_ar = optionalText(f, 'name_ar', 60);
  const stages: StageSeed[] = readObjectList(f, 'stages', { required: false, max: MAX_STAGES }).map((raw) => [
    readText(raw, 'name', 40),
    optionalText(raw, 'name_ar', 40) ?? '',
    raw.color === undefined ? '#1565C0' : readColor(raw, 'color'),
  ]);
  const id = db().nextId('group');
  const group: CrmGroup = {
    id,
    shop,
    name,
    ...(name_ar ? { name_ar } : {}),
    stages: (stages.length ? stages : [['New', 'جديد', '#1565C0'] as const]).map((seed, i) => stageFrom(id, seed, i + 1)),
  };
  db().tables.crmGroups.push(group);
  db().touch();
  return ok(withCounts(shop, group), { status: 201 });
});

const groupUpdate = staffRoute('customerCrmV2GroupUpdate', ({ shop, f }) => {
  const group = findOr404(ownGroups(shop), readId(f), 'Group');
  const name = optionalText(f, 'name', 60);
  const name_ar = optionalText(f, 'name_ar', 60);
  if (name) group.name = name;
  if (name_ar !== undefined) group.name_ar = name_ar;
  db().touch();
  return ok(withCounts(shop, group));
});

const groupDelete = staffRoute('customerCrmV2GroupDelete', ({ shop, f }) => {
  const group = findOr404(ownGroups(shop), readId(f), 'Group');
  const members = ownCustomers(shop).filter((c) => c.groupId === group.id);
  for (const customer of members) {
    delete customer.groupId;
    delete customer.stageId;
  }
  removeRow(db().tables.crmGroups, group);
  db().touch();
  return ok({ id: group.id, customersRemoved: members.length });
});

const stageList = staffRoute('customerCrmV2StageList', ({ shop, f }) => {
  const groupId = optionalId(f, 'group');
  const groups = groupId ? [findOr404(ownGroups(shop), groupId, 'Group')] : ownGroups(shop);
  return ok(groups.flatMap((g) => withCounts(shop, g).stages));
});

const stageGet = staffRoute('customerCrmV2StageGet', ({ shop, f }) => ok(findStage(shop, readId(f)).stage));

const stageAdd = staffRoute('customerCrmV2StageAdd', ({ shop, f }) => {
  const group = findOr404(ownGroups(shop), readId(f, 'group'), 'Group');
  if (group.stages.length >= MAX_STAGES) throw conflict(`A group has at most ${MAX_STAGES} stages.`, 'too_many_stages');
  const seed: StageSeed = [
    readText(f, 'name', 40),
    optionalText(f, 'name_ar', 40) ?? '',
    f.color === undefined ? '#1565C0' : readColor(f, 'color'),
  ];
  const order = optionalInt(f, 'order', 1, MAX_STAGES) ?? group.stages.length + 1;
  // Inserting at `order` pushes the stages from there one place down.
  for (const stage of group.stages) if (stage.order >= order) stage.order += 1;
  const stage = stageFrom(group.id, seed, order);
  group.stages.push(stage);
  renumber(group);
  db().touch();
  return ok(stage, { status: 201 });
});

const stageUpdate = staffRoute('customerCrmV2StageUpdate', ({ shop, f }) => {
  const { group, stage } = findStage(shop, readId(f));
  const name = optionalText(f, 'name', 40);
  const name_ar = optionalText(f, 'name_ar', 40);
  const color = f.color === undefined ? undefined : readColor(f, 'color');
  const order = optionalInt(f, 'order', 1, group.stages.length);
  if (name) stage.name = name;
  if (name_ar !== undefined) stage.name_ar = name_ar;
  if (color) stage.color = color;
  // A board whose stages were edited by hand no longer is the template it was switched to.
  if (name || name_ar !== undefined || color) delete (group as StoredGroup).templateType;
  if (order !== undefined && order !== stage.order) {
    // Move the stage: the others close the gap it leaves and open one where it lands.
    for (const other of group.stages) {
      if (other === stage) continue;
      if (stage.order < order && other.order > stage.order && other.order <= order) other.order -= 1;
      if (stage.order > order && other.order >= order && other.order < stage.order) other.order += 1;
    }
    stage.order = order;
    renumber(group);
  }
  db().touch();
  return ok(stage);
});

const stageDelete = staffRoute('customerCrmV2StageDelete', ({ shop, f }) => {
  const { group, stage } = findStage(shop, readId(f));
  if (group.stages.length === 1) throw conflict('A group keeps at least one stage: delete the group instead.', 'last_stage');
  removeRow(group.stages, stage);
  renumber(group);
  const first = group.stages[0];
  const moved = ownCustomers(shop).filter((c) => c.stageId === stage.id);
  for (const customer of moved) customer.stageId = first?.id;
  db().touch();
  return ok({ id: stage.id, customersMoved: moved.length, movedTo: first?.id ?? null });
});

/**
 * Switch a group to one of the pipeline templates: its stages are replaced, and each
 * customer keeps their position (the n-th stage maps to the n-th new one, or the last).
 */
const changeTemplateType = staffRoute('customerCrmV2ChangeTemplateType', ({ shop, f }) => {
  const group = findOr404(ownGroups(shop), readId(f, 'group'), 'Group');
  const templateType = readEnum(f, 'templateType', ['leads', 'catering', 'loyalty'] as const);
  const template = TEMPLATES[templateType];
  const oldStages = [...group.stages].sort((a, b) => a.order - b.order);
  const newStages = template.map((seed, i) => stageFrom(group.id, seed, i + 1));
  for (const customer of ownCustomers(shop).filter((c) => c.groupId === group.id)) {
    const position = Math.max(
      0,
      oldStages.findIndex((s) => s.id === customer.stageId),
    );
    customer.stageId = (newStages[Math.min(position, newStages.length - 1)] ?? newStages[0])?.id;
  }
  group.stages = newStages;
  (group as StoredGroup).templateType = templateType;
  db().touch();
  return ok(withCounts(shop, group));
});

function readStageTarget(shop: string, f: Fields) {
  const target = findStage(shop, readId(f, 'stage'));
  const groupId = optionalId(f, 'group');
  if (groupId && groupId !== target.group.id) throw invalid('The stage is not in that group.', 'stage_not_in_group');
  return target;
}

const moveToStage = staffRoute('groupStageCustomerLink', ({ shop, f }) => {
  const customer = ownCustomer(shop, readId(f, 'customer'));
  const { group, stage } = readStageTarget(shop, f);
  customer.groupId = group.id;
  customer.stageId = stage.id;
  db().touch();
  return ok(customer);
});

export const groupHandlers = [
  groupList,
  groupGet,
  groupAdd,
  groupUpdate,
  groupDelete,
  stageList,
  stageGet,
  stageAdd,
  stageUpdate,
  stageDelete,
  changeTemplateType,
  moveToStage,
];

export const groupEmpty = [staffRoute('customerCrmV2GroupList', () => ok([])), staffRoute('customerCrmV2StageList', () => ok([]))];
