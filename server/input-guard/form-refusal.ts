import { type ActionFunction, data, type ServerBuild } from "react-router";
import type { FormRefusal, InputProblem } from "./problem";
import { problemMessage } from "./refusal";

export type { FormRefusal };

/**
 * The pages whose forms read their action's answer as `{ intent, values, errors, formError }` (auth forms,
 * contact, careers) or `{ error }` (location), so a refusal in that shape shows under the field. Any other page
 * form gets the guard's 400 page.
 */
export const FIELD_REFUSAL_PATHS = /^\/(contact|careers|login|signup|settings|location)(\.data)?\/?$/;

export function formRefusal(problems: InputProblem[], form: FormData | URLSearchParams): FormRefusal {
  const fields: Record<string, string> = {};
  // Under the field, the field need not be named again.
  for (const problem of problems) fields[problem.field] ??= `This ${problem.reason}. Please correct it.`;
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !/password/i.test(name)) values[name] ??= value;
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    intent: text("intent") ?? "",
    opening: text("opening"),
    message: problems[0] ? problemMessage(problems[0]) : "",
    fields,
    values,
  };
}

const guarded = new WeakMap<ServerBuild, ServerBuild>();

/** Every route action of the build, answering a refused form (context.inputRefusal) instead of running. */
export function guardActions(build: ServerBuild): ServerBuild {
  const known = guarded.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const action = route?.module.action;
    routes[id] =
      route && action ? { ...route, module: { ...route.module, action: refusing(action) } } : route;
  }
  const wrapped = { ...build, routes };
  guarded.set(build, wrapped);
  return wrapped;
}

function refusing(action: ActionFunction): ActionFunction {
  return (args) => {
    const refusal = args.context.inputRefusal;
    if (!refusal) return action(args);
    return data(
      {
        intent: refusal.intent,
        opening: refusal.opening,
        values: refusal.values,
        errors: refusal.fields,
        formError: refusal.message,
        error: refusal.message,
        toast: { title: "Please check the form", description: refusal.message, variant: "destructive" },
      },
      { status: 400 },
    );
  };
}
