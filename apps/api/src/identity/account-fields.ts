/** The fields of an account that every view of it shows: the customer's profile and staff's view. */
export interface AccountFields {
  id: number;
  email: string;
  name: string;
  lastName: string;
  phone: string | null;
  roles: string[];
  createdAt: string;
}
