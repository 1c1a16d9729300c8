import type { SelectHTMLAttributes } from "react";
import { ROLE_LABELS, ROLE_OPTIONS, type RoleOption } from "~/schemas/user";
import { Select } from "../ui/field";

interface RoleSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange" | "children"> {
  value: RoleOption;
  onRoleChange: (role: RoleOption) => void;
}

/** A select of the three roles, by their labels (Administrator, Editor, Author). */
export function RoleSelect({ value, onRoleChange, ...props }: RoleSelectProps) {
  return (
    <Select
      {...props}
      value={value}
      onChange={(e) => {
        const role = ROLE_OPTIONS.find((option) => option === e.target.value);
        if (role) onRoleChange(role);
      }}
    >
      {ROLE_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {ROLE_LABELS[option]}
        </option>
      ))}
    </Select>
  );
}
