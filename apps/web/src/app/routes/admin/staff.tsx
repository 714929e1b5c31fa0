export { StaffPage as Component } from '@/features/admin/components/staff-page'
