/** Facts about the company that only the operator can give, from configuration; each absent when unset. */
export interface OperatorFacts {
  /** The legal name of the company that runs the service. */
  name?: string;
  /** Its postal address, one entry per line. */
  address?: string[];
  /** Its company registration number, as the register writes it. */
  registration?: string;
}

/** Longest value taken from configuration: a name, an address or a number, never a document. */
const MAX_LENGTH = 300;

const clean = (value: string | undefined) => {
  const text = value?.trim().slice(0, MAX_LENGTH).trim();
  return text ? text : undefined;
};

/**
 * The operator's facts from `OPERATOR_NAME`, `OPERATOR_ADDRESS` (lines split at a newline or
 * a semicolon) and `OPERATOR_REGISTRATION`; the About page shows each only when it is set.
 *
 * @example operatorFacts({ OPERATOR_NAME: "Quietway Ltd", OPERATOR_ADDRESS: "1 Main St; Springfield" })
 * // { name: "Quietway Ltd", address: ["1 Main St", "Springfield"] }
 */
export function operatorFacts(env: Partial<Pick<Env, "OPERATOR_NAME" | "OPERATOR_ADDRESS" | "OPERATOR_REGISTRATION">>): OperatorFacts {
  const address = clean(env.OPERATOR_ADDRESS)
    ?.split(/\s*[\n;]\s*/)
    .filter(Boolean);
  return {
    name: clean(env.OPERATOR_NAME),
    address: address?.length ? address : undefined,
    registration: clean(env.OPERATOR_REGISTRATION),
  };
}
