import { msg } from "@lingui/core/macro";

/** Titles of the account pages, shared by their headings, page titles and breadcrumbs. */
export const accountTitles = {
  profile: msg({ id: "profile.title", message: "Profile" }),
  editProfile: msg({ id: "account.profile.edit.title", message: "Edit the profile" }),
  changeEmail: msg({ id: "account.email.title", message: "Change the email" }),
  changePassword: msg({ id: "account.password.title", message: "Change the password" }),
  purchases: msg({ id: "purchases.title", message: "Purchases" }),
};
