import {
  deductSubleases,
  isActiveSublease,
  type EncumbranceFull,
  type SubleaseForDeduction,
} from '@atrium/contract';

// Sublease deduction (specification sections 4 and 5) as the lease form shows it: what remains
// of a lease once its active subleases are taken out, or why it cannot be worked out.

/** A lease's figures as deduction reads them. */
export type LeaseFigures = SubleaseForDeduction;
export type SavedLeaseFigures = LeaseFigures & { id: number };
export type ParentLeaseFigures = SavedLeaseFigures & { children: readonly SavedLeaseFigures[] };

export type DeductionOutcome =
  /** No active sublease and no parent: nothing is deducted. */
  | { kind: 'none' }
  /** The spec's messages: an active sublease or the parent lease lacks capacity. */
  | { kind: 'invalid'; messages: string[] }
  | {
      kind: 'deducted';
      activeSubleases: number;
      capacity: number | null;
      rentableSF: number | null;
      spaceCount: number;
    };

type Spaced = { spaces: readonly { id: number }[] };
const spaceIdsOf = (lease: Spaced) => lease.spaces.map((space) => space.id);

export function savedFiguresOf(
  lease: Omit<SubleaseForDeduction, 'spaceIds'> & Spaced & { id: number },
): SavedLeaseFigures {
  const { id, capacity, rentableSF, status, startDate, endDate } = lease;
  return { id, capacity, rentableSF, status, startDate, endDate, spaceIds: spaceIdsOf(lease) };
}

export function parentFiguresOf(parent: EncumbranceFull): ParentLeaseFigures {
  return { ...savedFiguresOf(parent), children: parent.children.map(savedFiguresOf) };
}

export type DeductionInput = {
  /** The lease as the form holds it now. */
  lease: LeaseFigures;
  /** Its id once saved. */
  id: number | null;
  /** Its subleases as saved. */
  children: readonly SavedLeaseFigures[];
  /** The parent lease, when this is a sublease. */
  parent: ParentLeaseFigures | null;
  today: string;
};

export function deductionOutcome({
  lease,
  id,
  children,
  parent,
  today,
}: DeductionInput): DeductionOutcome {
  if (parent) {
    // A sublease is checked from both sides: its parent's capacity, and the parent's own
    // deduction with this sublease as the form holds it.
    const own = deductSubleases(
      { ...lease, children: [], parent: { capacity: parent.capacity } },
      today,
    );
    // Without a start date the sublease has no term yet, so it does not count.
    const others = parent.children.filter((child) => child.id !== id);
    const siblings = lease.startDate === '' ? others : [...others, lease];
    const ofParent = deductSubleases({ ...parent, children: siblings, parent: null }, today);
    const messages = [own, ofParent].flatMap((result) => (result.ok ? [] : [result.message]));
    return messages.length > 0 ? { kind: 'invalid', messages: [...new Set(messages)] } : none;
  }
  const result = deductSubleases({ ...lease, children: [...children], parent: null }, today);
  if (!result.ok) return { kind: 'invalid', messages: [result.message] };
  const activeSubleases = children.filter((child) => isActiveSublease(child, today)).length;
  if (activeSubleases === 0) return none;
  return {
    kind: 'deducted',
    activeSubleases,
    capacity: result.capacity,
    rentableSF: result.rentableSF,
    spaceCount: result.spaceIds.length,
  };
}

const none: DeductionOutcome = { kind: 'none' };

/** Today in the browser's calendar, `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
