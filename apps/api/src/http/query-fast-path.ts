import type { Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, ValidationTypes, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';

/**
 * A value no transform leaves as it is: surrounding spaces (trim), capitals (case), digits (numbers), a
 * character outside ASCII. A field that class-transformer's public `plainToInstance` does not copy through
 * unchanged (`@Transform`, `@Type`, `@Exclude`, an `excludeAll` class) keeps its class on the full pipe.
 */
const PROBE = ' Probe 1.5é ';

type Check = (object: object, value: unknown) => boolean;
interface FieldPlan {
  /** `@IsOptional` and the like: when one says no, the field's checks are skipped (as class-validator does). */
  conditions: Check[];
  checks: Check[];
}
type Plan = Map<string, FieldPlan> | null;

/**
 * The valid case of a query DTO without class-transformer and class-validator's per-call machinery (~0.1 ms
 * a request, 7-13 % of a list's CPU in the profile): the same constraints, read once per class from
 * class-validator's public metadata (`getMetadataStorage`) and run with its own validator instances, on a DTO
 * built as class-transformer would (the class, then the query's fields copied; a class whose fields it would
 * not copy unchanged is left out, see PROBE). It only ever says "valid": anything it cannot be sure of (a
 * value that is not a string, a field the class does not declare, a check that fails, a class with
 * transforms, groups, nested, async or per-item rules) answers undefined, and the full pipe runs, so every
 * 400 and its messages still come from class-validator. Both libraries are pinned to exact versions, and
 * `query-fast-path.spec.ts` compares it with the full pipe for every query DTO of every route.
 */
export class QueryFastPath {
  private readonly plans = new Map<Type<unknown>, Plan>();

  accept(metatype: Type<unknown> | undefined, value: unknown): object | undefined {
    if (!metatype || typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    let plan = this.plans.get(metatype);
    if (plan === undefined) this.plans.set(metatype, (plan = planOf(metatype)));
    if (!plan) return undefined;
    const dto = new metatype() as Record<string, unknown>;
    for (const key of Object.keys(value)) {
      const field = (value as Record<string, unknown>)[key];
      if (typeof field !== 'string' || !plan.has(key)) return undefined;
      dto[key] = field;
    }
    // Fields the class sets itself are checked and whitelisted too, as class-validator would.
    for (const key of Object.keys(dto)) if (!plan.has(key)) return undefined;
    for (const [property, field] of plan) {
      const v = dto[property];
      if (!field.conditions.every((c) => c(dto, v))) continue;
      if (!field.checks.every((c) => c(dto, v))) return undefined;
    }
    return dto;
  }
}

function planOf(metatype: Type<unknown>): Plan {
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(metatype, '', false, false, undefined);
  if (!metadatas.length) return null;
  const plan = new Map<string, FieldPlan>();
  for (const m of metadatas) {
    const p = m.propertyName;
    if (m.each || m.validateIf || m.groups?.length || !copiedUnchanged(metatype, p)) return null;
    const field = plan.get(p) ?? { conditions: [], checks: [] };
    plan.set(p, field);
    if (m.type === ValidationTypes.CONDITIONAL_VALIDATION) {
      field.conditions.push(m.constraints[0] as Check);
    } else if (m.type === ValidationTypes.CUSTOM_VALIDATION && m.constraintCls) {
      for (const c of getMetadataStorage().getTargetValidatorConstraints(m.constraintCls)) {
        if (c.async) return null;
        const validator = c.instance as ValidatorConstraintInterface;
        field.checks.push(
          (object, value) =>
            validator.validate(value, {
              targetName: metatype.name,
              property: p,
              object,
              value,
              constraints: m.constraints,
            } as ValidationArguments) === true,
        );
      }
    } else if (m.type !== ValidationTypes.WHITELIST) {
      return null;
    }
  }
  return plan;
}

/** Whether class-transformer builds the field from a query's string as it is (see PROBE). */
function copiedUnchanged(metatype: Type<unknown>, property: string): boolean {
  return (plainToInstance(metatype, { [property]: PROBE }) as Record<string, unknown>)[property] === PROBE;
}
