// The rules a sublease must follow that the web can check before saving (the server checks
// them again): it fits within its parent lease's dates, area and spaces. The texts are the
// server's, so a person reads the same words whoever found the problem.

export type ParentLease = {
  id: number;
  organizationName: string;
  startDate: string;
  endDate: string | null;
  rentableSF: number | null;
  capacity: number | null;
  spaceIds: readonly number[];
};

export type SubleaseTerms = {
  startDate: string;
  endDate: string | null;
  rentableSF: number | null;
  spaceIds: readonly number[];
};

export type SubleaseIssue = {
  field: 'startDate' | 'endDate' | 'rentableSF' | 'spaceIds';
  message: string;
};

export function subleaseIssues(terms: SubleaseTerms, parent: ParentLease): SubleaseIssue[] {
  const issues: SubleaseIssue[] = [];
  if (terms.startDate !== '' && terms.startDate < parent.startDate) {
    issues.push({
      field: 'startDate',
      message: `A sublease cannot start before its parent lease (${parent.startDate})`,
    });
  }
  // An open-ended sublease outlasts a parent that ends.
  if (parent.endDate !== null && (terms.endDate === null || terms.endDate > parent.endDate)) {
    issues.push({
      field: 'endDate',
      message: `A sublease cannot end after its parent lease (${parent.endDate})`,
    });
  }
  if (
    parent.rentableSF !== null &&
    terms.rentableSF !== null &&
    terms.rentableSF > parent.rentableSF
  ) {
    issues.push({
      field: 'rentableSF',
      message: `A sublease cannot be larger than its parent lease (${parent.rentableSF})`,
    });
  }
  const allowed = new Set(parent.spaceIds);
  for (const id of terms.spaceIds) {
    if (!allowed.has(id)) {
      issues.push({ field: 'spaceIds', message: `Space ${id} is not part of the parent lease` });
    }
  }
  return issues;
}
