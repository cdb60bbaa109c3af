import { StaffConsole } from '#src/features/admin/components/staff-console.tsx';
import { InkName } from '#src/features/inks/components/ink-name.tsx';

/** /admin: the staff console (the admin feature's), its crowd data naming inks by the inks feature. */
export default function AdminPage() {
  return <StaffConsole inkName={(inkId) => <InkName inkId={inkId} />} />;
}
