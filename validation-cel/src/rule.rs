//! One `x-kubernetes-validations` rule, compiled once against the schema of
//! the node it sits on, and checked against values any number of times.

use std::collections::BTreeSet;
use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};

use cel::common::ast::Expr;
use cel::parser::{ParseErrors, Parser};
use cel::{IdedExpr, Value as Cel};
use validation_runtime::{BadValue, ErrorType, FieldError};
use validation_schema::{Schema, ValidationRule};

use crate::actual_cost::{actual_cost, upper_bound, Largest};
use crate::cost::{self, Budget, SchemaSizes, PER_CALL_LIMIT, STATIC_ESTIMATED_COST_LIMIT};
use crate::engine::{Bindings, Engine};
use crate::environment::Environment;
use crate::field_path::{self, FieldPathSuffix};
use crate::typecheck::{self, Env};
use crate::types::{schema_type, CelType, SELF_TYPE_NAME};

/// Why a rule cannot be compiled; `Display` gives the API server's text
/// (`compilation failed: ERROR: <input>:1:6: undefined field 'foo'` with the
/// source line and a caret).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompileError {
    /// The rule does not compile.
    Rule(String),
    /// The `messageExpression` does not compile.
    MessageExpression(String),
    /// The `fieldPath` does not name a field of the schema.
    FieldPath(String),
    /// An unknown `reason`.
    Reason(String),
    /// The rule's estimated cost is over the per-expression limit.
    Cost(String),
    /// The `messageExpression`'s estimated cost is over the per-expression
    /// limit.
    MessageExpressionCost(String),
    /// The rule's type is not `bool`.
    NotBool,
    /// The `messageExpression`'s type is not `string`.
    MessageNotString,
    /// The rule compiles but its program does not: a constant pattern of
    /// `matches(s, re)`, `find` or `findAll` that Go's `regexp` rejects.
    Program(String),
    /// The same of the `messageExpression`.
    MessageExpressionProgram(String),
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CompileError::Rule(e) => write!(f, "compilation failed: {e}"),
            CompileError::MessageExpression(e) => write!(f, "messageExpression compilation failed: {e}"),
            CompileError::FieldPath(e) => write!(f, "fieldPath: {e}"),
            CompileError::Cost(message) | CompileError::MessageExpressionCost(message) => f.write_str(message),
            CompileError::NotBool => f.write_str("cel expression must evaluate to a bool"),
            CompileError::MessageNotString => f.write_str("messageExpression must evaluate to a string"),
            CompileError::Program(e) => write!(f, "program instantiation failed: {e}"),
            CompileError::MessageExpressionProgram(e) => write!(f, "messageExpression instantiation failed: {e}"),
            CompileError::Reason(r) => write!(
                f,
                "reason: Unsupported value: \"{r}\": supported values: \"FieldValueDuplicate\", \"FieldValueForbidden\", \"FieldValueInvalid\", \"FieldValueRequired\""
            ),
        }
    }
}

impl std::error::Error for CompileError {}

impl fmt::Display for RuntimeError {
    /// cel-go's text of the error (`no such key: b`, `no such overload`,
    /// `operation cancelled: actual cost limit exceeded`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuntimeError::NoSuchOverload(text) | RuntimeError::Other(text) => f.write_str(text),
            RuntimeError::CostLimit => f.write_str("operation cancelled: actual cost limit exceeded"),
        }
    }
}

impl std::error::Error for RuntimeError {}

/// How a failed rule is reported (the rule's `reason`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    Invalid,
    Forbidden,
    Required,
    Duplicate,
}

/// A compiled rule: its program, its message program, and how its errors
/// are reported. Compile once (e.g. in a `static LazyLock`), check often.
#[derive(Debug)]
pub struct CompiledRule {
    rule: ValidationRule,
    program: IdedExpr,
    message_program: Option<IdedExpr>,
    /// What the interpreter evaluates in place of `program` when that has
    /// forms it cannot evaluate (two-variable comprehensions).
    evaluated_program: Option<IdedExpr>,
    /// The same for `message_program`.
    evaluated_message: Option<IdedExpr>,
    /// The evaluated program in the forms the direct evaluator reads, when
    /// it has no other (see `direct`).
    pub(crate) direct: Option<crate::direct::Direct>,
    transition: bool,
    /// The fields the rule selects from `self`/`oldSelf`, when it uses them
    /// for nothing else: only these need to be bound.
    selected_fields: Option<BTreeSet<String>>,
    /// The last upper bound of `program`'s cost and the sizes it was
    /// computed at: the values of one kind (the items of a list) mostly
    /// have the same largest sizes, and walking the program costs more
    /// than evaluating a short rule.
    last_bound: std::sync::Mutex<Option<(Largest, f64)>>,
    reason: Reason,
    field_path: FieldPathSuffix,
    /// The schema's `type`, the value the API server shows for `Invalid`.
    schema_type: String,
    /// The Kubernetes version whose messages the rule's errors have.
    kube_version: validation_runtime::KubeVersion,
    /// The estimated cost of one evaluation of the rule.
    estimated_cost: f64,
    /// The estimated cost of one evaluation of the message expression.
    message_expression_cost: f64,
    /// An upper bound of the rule's runtime cost, when it does not depend
    /// on the values' sizes.
    constant_runtime_cost: Option<f64>,
    /// The same for the message expression.
    constant_message_cost: Option<f64>,
    /// The error of an estimated cost over the per-expression limit, which
    /// the API server reports when a CRD is written, not per object.
    cost_error: Option<CompileError>,
    /// The error of a message expression that does not compile, which the
    /// API server reports when a CRD is written; on objects the rule runs
    /// without it.
    message_error: Option<CompileError>,
    /// The stack an evaluation needs (see `EVALUATION_STACK_PER_LEVEL`):
    /// a thread with less left evaluates on a segment of its own.
    evaluation_stack: usize,
}

static COMPILATIONS: AtomicU64 = AtomicU64::new(0);

/// How many rules this process has compiled (rules and their message
/// expressions count once): validating the same schema again, or checking
/// a compiled rule again, compiles nothing.
pub fn compilations() -> u64 {
    COMPILATIONS.load(Ordering::Relaxed)
}

/// Compiles `rule`, which sits on the schema node `schema`. `root` says the
/// node is a resource's root (it also exposes `apiVersion`, `kind` and
/// `metadata.name`/`generateName`).
///
/// The rule is compiled as the newest Kubernetes compiles a new rule (see
/// [`compile_in`] for another version or a stored rule). A rule whose
/// estimated cost (or its message expression's) is over the per-expression
/// limit is an error here, as when the API server checks a CRD (and the
/// generator a rule).
pub fn compile(rule: &ValidationRule, schema: &Schema, root: bool) -> Result<CompiledRule, CompileError> {
    compile_in(rule, schema, root, Environment::NEWEST)
}

/// [`compile`] in the CEL environment `environment`: the functions and
/// messages of its Kubernetes version, for a new or a stored rule.
pub fn compile_in(
    rule: &ValidationRule,
    schema: &Schema,
    root: bool,
    environment: Environment,
) -> Result<CompiledRule, CompileError> {
    let mut compiled = compile_unlimited(rule, schema, root, environment, environment)?;
    match compiled.message_error.take().or_else(|| compiled.cost_error.take()) {
        Some(e) => Err(e),
        None => Ok(compiled),
    }
}

/// [`compile_in`] without the estimated-cost limit, which the API server
/// applies only when a CRD is created or updated, never to the objects it
/// validates: the rule's [`CompiledRule::cost_error`] says whether it is
/// over the limit, and the rule runs (within the runtime limits) anyway.
/// The rule and its message expression compile in their own environments
/// (on a CRD update, either may be stored and the other new).
pub(crate) fn compile_unlimited(
    rule: &ValidationRule,
    schema: &Schema,
    root: bool,
    environment: Environment,
    message_environment: Environment,
) -> Result<CompiledRule, CompileError> {
    stacker::maybe_grow(COMPILE_STACK, COMPILE_STACK, || {
        compile_on_stack(rule, schema, root, environment, message_environment)
    })
}

/// The stack compiling a rule may need: the parser, macro expansion,
/// checker and estimators recurse on the tree, which cel-go's limits (see
/// `parse_limits`) keep to a few hundred levels. A thread with less left
/// compiles on a segment of this size (mapped, touched only as used).
const COMPILE_STACK: usize = 64 << 20;

/// The stack one evaluation needs per level of the rule's tree (an
/// unoptimized build's interpreter and meter frames, with room to spare),
/// and the least it asks for.
const EVALUATION_STACK_PER_LEVEL: usize = 24 << 10;
const EVALUATION_STACK_BASE: usize = 128 << 10;
/// The stack any thread that validates is taken to have left (a spawned
/// thread has 2 MiB, the main thread 8 MiB): rules needing no more run
/// without checking, which costs instructions on every evaluation.
const DIRECT_STACK: usize = 512 << 10;

fn compile_on_stack(
    rule: &ValidationRule,
    schema: &Schema,
    root: bool,
    environment: Environment,
    message_environment: Environment,
) -> Result<CompiledRule, CompileError> {
    COMPILATIONS.fetch_add(1, Ordering::Relaxed);
    let env = variables(schema, root, rule.optional_old_self == Some(true), environment);
    let message_env = variables(schema, root, rule.optional_old_self == Some(true), message_environment);
    let (program, rule_type) = parse_and_check(&rule.rule, &env).map_err(CompileError::Rule)?;
    if rule_type != CelType::Bool && !rule_type.is_uncertain() {
        return Err(CompileError::NotBool);
    }
    if let Some(why) = crate::go_errors::constant_pattern_error(&program) {
        return Err(CompileError::Program(why));
    }
    // A message expression that does not compile is the CRD's error; on
    // objects the API server runs the rule with its message (or the
    // default one) and no field path.
    let (message_program, message_error) = match compile_message(&rule.message_expression, &message_env) {
        Ok(p) => (p, None),
        Err(e) => (None, Some(e)),
    };
    let reason = match rule.reason.as_deref() {
        None | Some("FieldValueInvalid") => Reason::Invalid,
        Some("FieldValueForbidden") => Reason::Forbidden,
        Some("FieldValueRequired") => Reason::Required,
        Some("FieldValueDuplicate") => Reason::Duplicate,
        Some(other) => return Err(CompileError::Reason(other.to_owned())),
    };
    let field_path = field_path::parse(&rule.field_path, schema).map_err(CompileError::FieldPath)?;
    let field_path = if message_error.is_some() {
        field_path::FieldPathSuffix::default()
    } else {
        field_path
    };
    let resource = root || schema.x_embedded_resource;
    let estimated_cost = cost::cost(&program, Some(schema), resource, &SchemaSizes);
    let message_expression_cost = message_program
        .as_ref()
        .map_or(0.0, |p| cost::cost(p, Some(schema), resource, &SchemaSizes));
    let cost_error = if estimated_cost > STATIC_ESTIMATED_COST_LIMIT as f64 {
        Some(CompileError::Cost(cost::exceeds_budget(
            "estimated rule cost",
            estimated_cost,
            STATIC_ESTIMATED_COST_LIMIT,
        )))
    } else if message_expression_cost > STATIC_ESTIMATED_COST_LIMIT as f64 {
        Some(CompileError::MessageExpressionCost(cost::exceeds_budget(
            "estimated messageExpression cost",
            message_expression_cost,
            STATIC_ESTIMATED_COST_LIMIT,
        )))
    } else {
        None
    };
    let deepest = tree_depth(&program).max(message_program.as_ref().map_or(0, tree_depth));
    Ok(CompiledRule {
        cost_error,
        message_error,
        evaluation_stack: EVALUATION_STACK_BASE.saturating_add(deepest.saturating_mul(EVALUATION_STACK_PER_LEVEL)),
        constant_runtime_cost: constant_runtime_cost(&program),
        constant_message_cost: message_program.as_ref().and_then(constant_runtime_cost),
        estimated_cost,
        message_expression_cost,
        transition: references_old_self(&program) || message_program.as_ref().is_some_and(references_old_self),
        selected_fields: all_selected_fields(&program, message_program.as_ref()),
        last_bound: std::sync::Mutex::new(None),
        rule: rule.clone(),
        direct: {
            let evaluated = evaluation_form(&program);
            crate::direct::Direct::of(evaluated.as_ref().unwrap_or(&program))
        },
        evaluated_program: evaluation_form(&program),
        evaluated_message: message_program.as_ref().and_then(evaluation_form),
        program,
        message_program,
        reason,
        field_path,
        schema_type: schema.type_name().to_owned(),
        kube_version: environment.kube_version,
    })
}

/// The rule's message expression, parsed and checked (none when empty).
fn compile_message(source: &str, env: &Env) -> Result<Option<IdedExpr>, CompileError> {
    if source.is_empty() {
        return Ok(None);
    }
    let (p, message_type) = parse_and_check(source, env).map_err(CompileError::MessageExpression)?;
    if message_type != CelType::String && !message_type.is_uncertain() {
        return Err(CompileError::MessageNotString);
    }
    if let Some(why) = crate::go_errors::constant_pattern_error(&p) {
        return Err(CompileError::MessageExpressionProgram(why));
    }
    Ok(Some(p))
}

/// One expression (not a rule) compiled against `schema` as a rule's is:
/// parsed and type-checked with `self` and `oldSelf` of the node's type,
/// its constant patterns checked; with its type, the form the interpreter
/// evaluates and the stack an evaluation needs.
pub(crate) struct CompiledExpression {
    pub(crate) program: IdedExpr,
    pub(crate) evaluated: Option<IdedExpr>,
    pub(crate) cel_type: CelType,
    pub(crate) evaluation_stack: usize,
}

pub(crate) fn compile_expression(
    source: &str,
    schema: &Schema,
    root: bool,
    environment: Environment,
) -> Result<CompiledExpression, CompileError> {
    stacker::maybe_grow(COMPILE_STACK, COMPILE_STACK, || {
        let env = variables(schema, root, false, environment);
        let (program, cel_type) = parse_and_check(source, &env).map_err(CompileError::Rule)?;
        if let Some(why) = crate::go_errors::constant_pattern_error(&program) {
            return Err(CompileError::Program(why));
        }
        Ok(CompiledExpression {
            evaluated: evaluation_form(&program),
            evaluation_stack: EVALUATION_STACK_BASE
                .saturating_add(tree_depth(&program).saturating_mul(EVALUATION_STACK_PER_LEVEL)),
            program,
            cel_type,
        })
    })
}

impl CompiledExpression {
    /// Runs `f`, an evaluation, with the stack it needs.
    pub(crate) fn on_stack<T>(&self, f: impl FnOnce() -> T) -> T {
        on_stack(self.evaluation_stack, f)
    }
}

/// Runs `f`, an evaluation needing `stack` bytes of stack: one needing no
/// more than [`DIRECT_STACK`] (every usual rule) on the caller's stack
/// without asking; a deeper one on a segment of its own when the thread
/// has less left.
fn on_stack<T>(stack: usize, f: impl FnOnce() -> T) -> T {
    if stack <= DIRECT_STACK {
        return f();
    }
    stacker::maybe_grow(stack, stack.saturating_mul(2), f)
}

impl CompiledRule {
    /// The rule as written.
    pub fn rule(&self) -> &ValidationRule {
        &self.rule
    }

    /// Whether the rule references `oldSelf` (a transition rule): it runs
    /// only on update where the old value is paired, unless
    /// `optionalOldSelf` is set, and it never ratchets.
    pub fn is_transition(&self) -> bool {
        self.transition
    }

    /// Whether the rule itself (not its message expression) references
    /// `oldSelf`, which is what the API server's checks of a CRD's
    /// transition rules look at.
    pub fn rule_uses_old_self(&self) -> bool {
        references_old_self(&self.program)
    }

    /// The fields (CEL names) the rule and its message expression select
    /// from `self` and `oldSelf`, or `None` when they use `self` or
    /// `oldSelf` otherwise (as a whole, as a range, as a call's argument).
    /// A value holding only these fields gives the same result.
    pub fn selected_fields(&self) -> Option<&BTreeSet<String>> {
        self.selected_fields.as_ref()
    }

    /// The estimated cost of one evaluation of the rule, from the schema's
    /// limits, as the API server estimates it (see [`crate::cost`]).
    pub fn estimated_cost(&self) -> f64 {
        self.estimated_cost
    }

    /// The estimated cost of one evaluation of the message expression (0
    /// without one).
    pub fn message_expression_cost(&self) -> f64 {
        self.message_expression_cost
    }

    /// Charges `budget` for one evaluation of `program` (the rule, or its
    /// message expression: `constant` is its constant bound, if any) on
    /// the bound values, and returns its cost.
    ///
    /// The API server charges the actual cost, which only metering the
    /// evaluation gives (several times slower than evaluating). So the
    /// cheap upper bound is charged instead while it is within the per-call
    /// limit and what remains: then neither limit can be crossed. Beyond
    /// either, the actual cost is metered and charged. Charging bounds
    /// leaves less than the API server would: when a rule goes over what
    /// remains after some were charged, the budget asks for the validation
    /// to run again charging actual costs only (`retry`), so that the
    /// budget error is reported exactly when the API server reports it.
    fn charge(
        &self,
        program: &IdedExpr,
        constant: Option<f64>,
        bindings: &Bindings<'_>,
        optional: bool,
        budget: &mut Budget,
    ) -> Charge {
        let remaining = budget.remaining();
        if !budget.exact {
            let bound = constant.unwrap_or_else(|| self.upper_bound(program, bindings.largest()));
            if bound <= PER_CALL_LIMIT as f64 && bound <= remaining {
                budget.spend(bound);
                budget.bounded = true;
                return Charge::Within(bound);
            }
        }
        let actual = actual_cost(program, bindings, optional, PER_CALL_LIMIT) as f64;
        if actual <= remaining {
            budget.spend(actual);
            return Charge::Within(actual);
        }
        if budget.bounded && !budget.exact {
            budget.retry = true;
            return Charge::Retry;
        }
        budget.spent = true;
        Charge::OutOfBudget
    }

    /// [`upper_bound`] of `program`, the rule's remembered for the sizes
    /// it was last asked at (another thread's use of it: computed again).
    fn upper_bound(&self, program: &IdedExpr, largest: Largest) -> f64 {
        if !std::ptr::eq(program, &self.program) {
            return upper_bound(program, largest);
        }
        let Ok(mut last) = self.last_bound.try_lock() else {
            return upper_bound(program, largest);
        };
        match *last {
            Some((at, bound)) if at == largest => bound,
            _ => {
                let bound = upper_bound(program, largest);
                *last = Some((largest, bound));
                bound
            }
        }
    }

    /// The cost of evaluating the rule with `self` bound to `new` and
    /// `oldSelf` to `old`, as the API server meters it (cel-go's actual
    /// cost, with Kubernetes' library costs); evaluation stops just past
    /// the per-call limit, so the cost is at most a little over it.
    pub fn actual_cost(&self, engine: &Engine, new: Cel, old: Option<Cel>) -> u64 {
        let optional = self.transition && self.rule.optional_old_self == Some(true);
        self.on_stack(|| {
            actual_cost(
                &self.program,
                &engine.bind(&new, old.as_ref()),
                optional,
                PER_CALL_LIMIT,
            )
        })
    }

    /// The rule's estimated cost (or its message expression's) over the
    /// per-expression limit, as the API server reports it when a CRD is
    /// created or updated. [`compile`] returns it as its error; a
    /// [`crate::CompiledSchema`] keeps the rule, runs it on objects, and
    /// lists this among its `compile_errors`.
    pub fn cost_error(&self) -> Option<&CompileError> {
        self.cost_error.as_ref()
    }

    /// The error of the rule's message expression, when it does not
    /// compile (or is not a string), as the API server reports it when a
    /// CRD is created or updated. [`compile`] returns it as its error; a
    /// [`crate::CompiledSchema`] lists it among its `compile_errors` and
    /// runs the rule on objects with its `message` (or the default one).
    pub fn message_error(&self) -> Option<&CompileError> {
        self.message_error.as_ref()
    }

    /// Runs `f`, an evaluation of the rule, with the stack it needs: a
    /// rule needing no more than [`DIRECT_STACK`] (every usual rule) on the
    /// caller's stack without asking; a deeper one on a segment of its own
    /// when the thread has less left.
    fn on_stack<T>(&self, f: impl FnOnce() -> T) -> T {
        on_stack(self.evaluation_stack, f)
    }

    /// The program the interpreter evaluates.
    pub(crate) fn evaluated(&self) -> &IdedExpr {
        self.evaluated_program.as_ref().unwrap_or(&self.program)
    }

    /// Whether the rule is evaluated directly (see `direct`) where its
    /// values allow it.
    pub fn is_direct(&self) -> bool {
        self.direct.is_some() && self.rule.optional_old_self != Some(true)
    }

    /// Whether the rule is evaluated directly on the fields of `self` and
    /// `oldSelf` alone (see [`Self::holds_directly`]).
    pub(crate) fn is_direct_on_fields(&self) -> bool {
        self.is_direct()
            && self
                .direct
                .as_ref()
                .is_some_and(crate::direct::Direct::reads_fields_only)
    }

    /// Whether the rule, evaluated directly on `operands`, holds, charged
    /// to `budget` as [`Self::outcome`] charges it: its cost bound, at the
    /// `largest` sizes of the bound values when it depends on them. False,
    /// with nothing charged, when it does not hold, the direct evaluation
    /// cannot tell, or the charge would be anything but that bound: then
    /// the rule is checked by [`Self::outcome`].
    pub(crate) fn holds_directly<O: crate::direct::Operands>(
        &self,
        operands: &O,
        largest: impl FnOnce() -> Largest,
        budget: &mut Budget,
    ) -> bool {
        let Some(direct) = &self.direct else {
            return false;
        };
        if self.rule.optional_old_self == Some(true) || budget.exact {
            return false;
        }
        let cost = self
            .constant_runtime_cost
            .unwrap_or_else(|| self.upper_bound(&self.program, largest()));
        if cost > PER_CALL_LIMIT as f64 || cost > budget.remaining() {
            return false;
        }
        if !matches!(self.on_stack(|| direct.eval_with(operands)), Some(Cel::Bool(true))) {
            return false;
        }
        budget.spend(cost);
        budget.bounded = true;
        true
    }

    /// Whether the rule runs for a value whose old value is `has_old`.
    pub fn applies(&self, has_old: bool) -> bool {
        !self.transition || has_old || self.rule.optional_old_self == Some(true)
    }

    /// Checks the rule with `self` bound to `new` and, for transition rules,
    /// `oldSelf` to `old` (a CEL optional with `optionalOldSelf`). `path`
    /// is the rendered field path of the node (`""` at the root). Returns
    /// the error the API server reports, or `None` when the rule holds or
    /// does not apply.
    ///
    /// The evaluation's cost is taken from `budget`; one over the per-call
    /// limit fails with the API server's cost error.
    pub fn check(
        &self,
        engine: &Engine,
        path: &str,
        new: Cel,
        old: Option<Cel>,
        budget: &mut Budget,
    ) -> Option<FieldError> {
        self.check_bound(&engine.bind(&new, old.as_ref()), path, budget)
    }

    /// [`Self::check`] with `self` and `oldSelf` bound by [`Engine::bind`]:
    /// several rules of one node share one binding.
    ///
    /// A `budget` shared by several checks is charged upper bounds of
    /// their costs while they are far from its end; one that goes over
    /// what they leave is reported out of budget. A [`Budget::exact`]
    /// is charged the costs the API server charges.
    pub fn check_bound(&self, bindings: &Bindings<'_>, path: &str, budget: &mut Budget) -> Option<FieldError> {
        match self.outcome(bindings, path, budget) {
            Checked::Holds => None,
            // A budget shared by several checks was charged upper bounds
            // and this one goes over what they leave: the API server,
            // charging actual costs, may still have had enough. Keep one
            // budget per check, or share a `Budget::exact`, to tell.
            Checked::Retry => Some(self.invalid(path, OUT_OF_BUDGET.to_owned())),
            Checked::Failed(e) | Checked::Errored(e) | Checked::Stopped(e) => Some(e),
        }
    }

    /// Like [`Self::check`], telling a rule that evaluated to false (its
    /// error may ratchet) from one that could not be evaluated (its error
    /// never ratchets) and from one over the per-call cost limit (no
    /// further rule runs).
    pub(crate) fn outcome(&self, bindings: &Bindings<'_>, path: &str, budget: &mut Budget) -> Checked {
        self.on_stack(|| self.outcome_on_stack(bindings, path, budget))
    }

    fn outcome_on_stack(&self, bindings: &Bindings<'_>, path: &str, budget: &mut Budget) -> Checked {
        if !self.applies(bindings.old.is_some()) {
            return Checked::Holds;
        }
        let optional = self.transition && self.rule.optional_old_self == Some(true);
        let cost = match self.charge(&self.program, self.constant_runtime_cost, bindings, optional, budget) {
            Charge::Within(cost) => cost,
            Charge::Retry => return Checked::Retry,
            Charge::OutOfBudget => return Checked::Stopped(self.invalid(path, OUT_OF_BUDGET.to_owned())),
        };
        if cost > PER_CALL_LIMIT as f64 {
            let detail = self.runtime_error(&RuntimeError::CostLimit);
            return Checked::Stopped(self.at(
                FieldError::invalid(&validation_runtime::Path::root(), self.bad_value(), detail),
                path,
                false,
            ));
        }
        let program = self.evaluated();
        let direct = match &self.direct {
            Some(direct) if !optional && bindings.direct_evaluation() => direct.eval(bindings.new, bindings.old),
            _ => None,
        };
        let detail = match direct.map_or_else(|| bindings.evaluate(program, optional), Ok) {
            // A result too large to build (see `built_strings`): stopped
            // as the API server stops an evaluation over the limit.
            Err(RuntimeError::CostLimit) => {
                let detail = self.runtime_error(&RuntimeError::CostLimit);
                return Checked::Stopped(self.at(
                    FieldError::invalid(&validation_runtime::Path::root(), self.bad_value(), detail),
                    path,
                    false,
                ));
            }
            Ok(Cel::Bool(true)) => return Checked::Holds,
            Ok(Cel::Bool(false)) => {
                if let Some(message) = &self.message_program {
                    // The message expression is charged when it runs.
                    match self.charge(message, self.constant_message_cost, bindings, optional, budget) {
                        Charge::Within(cost) if cost > PER_CALL_LIMIT as f64 => {
                            let detail = format!(
                                "no further validation rules will be run due to call cost exceeds limit for messageExpression: {}",
                                validation_runtime::quote::go_quote(&self.rule.message_expression)
                            );
                            return Checked::Stopped(self.invalid(path, detail));
                        }
                        Charge::Within(_) => {}
                        Charge::Retry => return Checked::Retry,
                        Charge::OutOfBudget => {
                            let detail = format!(
                                "messageExpression evaluation failed due to {}",
                                OUT_OF_BUDGET.trim_start_matches("validation failed due to ")
                            );
                            return Checked::Stopped(self.invalid(path, detail));
                        }
                    }
                }
                return Checked::Failed(self.failure(bindings, optional, path));
            }
            Ok(_) => format!("rule did not evaluate to a bool: {}", self.error_string()),
            Err(e) => self.runtime_error(&e),
        };
        Checked::Errored(self.at(
            FieldError::invalid(&validation_runtime::Path::root(), self.bad_value(), detail),
            path,
            false,
        ))
    }

    /// The error of a rule that evaluated to false.
    fn failure(&self, bindings: &Bindings<'_>, optional: bool, path: &str) -> FieldError {
        let detail = self.message(bindings, optional);
        let root = validation_runtime::Path::root();
        let value = self.failed_value(bindings.new);
        let e = match self.reason {
            Reason::Invalid => FieldError::invalid(&root, value.clone(), detail),
            Reason::Forbidden => FieldError::forbidden(&root, detail),
            Reason::Required => FieldError::required(&root, detail),
            Reason::Duplicate => FieldError::duplicate(&root, value.clone()),
        };
        let mut e = self.at(e, path, true);
        if matches!(self.reason, Reason::Invalid | Reason::Duplicate) {
            e.bad_value = value;
        }
        e
    }

    /// The value the error of a rule that evaluated to false shows: the
    /// schema's type (`"integer"`) before Kubernetes 1.35; from 1.35 the
    /// value of a scalar and no value for an object or array (other errors
    /// of the rule, runtime and cost errors, still show the type).
    fn failed_value(&self, value: &Cel) -> BadValue {
        if self.kube_version < validation_runtime::KubeVersion::VALUE_IN_FAILED_RULES {
            return self.bad_value();
        }
        if matches!(self.schema_type.as_str(), "object" | "array") {
            return BadValue::Omitted;
        }
        match scalar_bad_value(value) {
            BadValue::Omitted => self.bad_value(),
            shown => shown,
        }
    }

    /// `e`, the error of this rule evaluated to false on `value`, with the
    /// value as the API server holds it (a `date-time` string as written,
    /// not as CEL reads it), when the error shows the value.
    pub(crate) fn with_shown_value(&self, mut e: FieldError, value: &serde_json::Value) -> FieldError {
        let shows = matches!(e.error_type, ErrorType::Invalid | ErrorType::Duplicate) && !e.bad_value.is_omitted();
        if shows && self.kube_version >= validation_runtime::KubeVersion::VALUE_IN_FAILED_RULES {
            e.bad_value = BadValue::unstructured_in(value, self.kube_version);
        }
        e
    }

    /// The detail: `messageExpression`'s result when it gives a usable
    /// string, else `message`, else `failed rule: <rule>`.
    fn message(&self, bindings: &Bindings<'_>, optional: bool) -> String {
        if let Some(program) = self.evaluated_message.as_ref().or(self.message_program.as_ref()) {
            if let Ok(Cel::String(s)) = bindings.evaluate(program, optional) {
                // The API server shows the trimmed message, when it is
                // neither empty, nor over 5000 bytes, nor on several lines.
                let trimmed = s.trim();
                if !trimmed.is_empty() && !trimmed.contains('\n') && trimmed.len() <= 5000 {
                    return trimmed.to_owned();
                }
            }
        }
        if self.rule.message.is_empty() {
            format!("failed rule: {}", self.error_string())
        } else {
            self.rule.message.trim().to_owned()
        }
    }

    /// The rule as the API server names it in messages: the message if
    /// there is one, else the rule, trimmed.
    fn error_string(&self) -> &str {
        if self.rule.message.is_empty() {
            self.rule.rule.trim()
        } else {
            self.rule.message.trim()
        }
    }

    fn runtime_error(&self, e: &RuntimeError) -> String {
        match e {
            RuntimeError::NoSuchOverload(text) => format!(
                "'{text}': call arguments did not match a supported operator, function or macro signature for rule: {}",
                self.error_string()
            ),
            RuntimeError::CostLimit => format!(
                "'operation cancelled: actual cost limit exceeded': no further validation rules will be run due to call cost exceeds limit for rule: {}",
                self.error_string()
            ),
            RuntimeError::Other(text) => format!("{text} evaluating rule: {}", self.error_string()),
        }
    }

    /// An `Invalid` error at the node (no `fieldPath`).
    fn invalid(&self, path: &str, detail: String) -> FieldError {
        self.at(
            FieldError::invalid(&validation_runtime::Path::root(), self.bad_value(), detail),
            path,
            false,
        )
    }

    fn bad_value(&self) -> BadValue {
        BadValue::String(self.schema_type.clone())
    }

    /// `e` at `path`, extended by `fieldPath` for failures.
    fn at(&self, mut e: FieldError, path: &str, with_field_path: bool) -> FieldError {
        let mut field = path.to_owned();
        if with_field_path {
            self.field_path.append_to(&mut field);
        }
        e.field = if field.is_empty() { "<nil>".to_owned() } else { field };
        if e.error_type == ErrorType::Invalid && e.bad_value == BadValue::Omitted {
            e.bad_value = self.bad_value();
        }
        e
    }
}

/// A CEL value as the API server shows its unstructured form: strings
/// quoted, numbers and booleans plain; timestamps, durations and bytes
/// come from strings (RFC 3339, base64); a value of another kind (a
/// duration, or a list or map under a schema without a type) shows none
/// here: schema-driven validation shows its JSON form instead
/// ([`CompiledRule::with_shown_value`]).
fn scalar_bad_value(value: &Cel) -> BadValue {
    use base64::Engine as _;
    match value {
        Cel::Int(i) => BadValue::Int(*i),
        Cel::UInt(u) => BadValue::Uint(*u),
        Cel::Float(f) => BadValue::Float(*f),
        Cel::Bool(b) => BadValue::Bool(*b),
        Cel::String(s) => BadValue::String(s.to_string()),
        Cel::Bytes(b) => BadValue::String(base64::engine::general_purpose::STANDARD.encode(b.as_slice())),
        Cel::Timestamp(t) => BadValue::String(t.to_rfc3339_opts(chrono::SecondsFormat::AutoSi, true)),
        Cel::Null => BadValue::Null,
        _ => BadValue::Omitted,
    }
}

/// The bound of the runtime cost when the values' sizes do not change it
/// (no loop, no scan, no comparison of sizable values), so it need not be
/// computed per evaluation.
fn constant_runtime_cost(program: &IdedExpr) -> Option<f64> {
    let small = upper_bound(program, Largest::SMALL);
    (small == upper_bound(program, Largest::HUGE)).then_some(small)
}

/// The API server's error when a validation's cost budget is spent.
pub(crate) const OUT_OF_BUDGET: &str =
    "validation failed due to running out of cost budget, no further validation rules will be run";

/// What charging an evaluation did.
enum Charge {
    /// Charged this cost (it may be over the per-call limit).
    Within(f64),
    /// Over what remains of a budget charged upper bounds: run again.
    Retry,
    /// Over what remains.
    OutOfBudget,
}

/// What checking a rule on one value found.
pub(crate) enum Checked {
    /// The rule holds or does not apply.
    Holds,
    /// The rule evaluated to false: its error ratchets unless the rule is a
    /// transition rule.
    Failed(FieldError),
    /// The rule could not be evaluated (no such key, no such overload, ...):
    /// its error never ratchets.
    Errored(FieldError),
    /// The evaluation was over the per-call cost limit or the budget: no
    /// further rule runs.
    Stopped(FieldError),
    /// The evaluation was over what remains of a budget charged upper
    /// bounds: the validation must run again with an exact budget.
    Retry,
}

/// A failed evaluation, classified as the API server words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuntimeError {
    /// No overload takes the values: cel-go's `no such overload`, or `no
    /// such overload: _-_` when the operand's type has no such operator at
    /// all.
    NoSuchOverload(String),
    CostLimit,
    /// `no such key: x`, `division by zero`, ...: shown as `<text> evaluating rule: <rule>`.
    Other(String),
}

/// Parses `source` as written, within cel-go's parser limits (checked
/// first, so that no stage recurses deeper than cel-go accepts).
pub(crate) fn parse_plain(source: &str) -> Result<IdedExpr, String> {
    let scanned = crate::parse_limits::scan(source).map_err(|e| e.render())?;
    let mut expr = Parser::new()
        .enable_optional_syntax(true)
        // cel-go's `a.`b-c`` field names.
        .enable_ident_escape_syntax(true)
        // The scan keeps nesting within cel-go's limit; the crate's own
        // (96, worded differently) would reject what cel-go accepts.
        .max_recursion_depth(u16::MAX)
        .parse(&scanned)
        .map_err(|e| render_parse_errors(source, &e))?;
    expand_macros(source, &mut expr)?;
    Ok(expr)
}

/// Expands the macros Kubernetes' CEL environment has and the `cel`
/// crate's parser does not (two-variable comprehensions), reporting their
/// misuse as cel-go's parser does. (`cel.bind` is not one: Kubernetes
/// does not enable cel-go's bindings, so it is an undeclared reference.)
fn expand_macros(source: &str, expr: &mut IdedExpr) -> Result<(), String> {
    let misuses = crate::two_var::misuses(expr);
    if !misuses.is_empty() {
        return Err(render_misuses(source, expr, &misuses));
    }
    let mut next_id = crate::two_var::max_id(expr).saturating_add(1);
    crate::two_var::expand(expr, &mut next_id);
    Ok(())
}

/// cel-go's rendering of misused macros of `expr`, parsed from `source`.
fn render_misuses(source: &str, expr: &IdedExpr, misuses: &[crate::two_var::MacroError]) -> String {
    let offsets = crate::locate::offsets(source, expr);
    let rendered: Vec<String> = misuses
        .iter()
        .map(|m| render_at_offset(source, offsets.get(&m.id).copied().unwrap_or(0), &m.message))
        .collect();
    rendered.join("\n")
}

/// Parses `source` with the `cel` crate's own macros only: the templates
/// of the macros expanded here.
pub(crate) fn parse_template(source: &str) -> Result<IdedExpr, String> {
    Parser::new()
        .enable_optional_syntax(true)
        .enable_ident_escape_syntax(true)
        .parse(source)
        .map_err(|e| render_parse_errors(source, &e))
}

/// `ERROR: <input>:L:C: message`, the source line and a caret under the
/// column, per error, as cel-go renders them.
fn render_parse_errors(source: &str, errors: &ParseErrors) -> String {
    let mut out = String::new();
    for (i, e) in errors.errors.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let line = usize::try_from(e.pos.0).unwrap_or(1).max(1);
        // The parser counts columns from 1.
        let column = usize::try_from(e.pos.1).unwrap_or(1).saturating_sub(1);
        out.push_str(&render_error(source, line, column, &e.msg));
    }
    out
}

/// One error at 1-based `line`, 0-based `column`.
fn render_error(source: &str, line: usize, column: usize, message: &str) -> String {
    let text = source.lines().nth(line - 1).unwrap_or("");
    format!(
        "ERROR: <input>:{line}:{}: {message}\n | {text}\n | {}^",
        column + 1,
        ".".repeat(column)
    )
}

/// One error at byte `offset` of `source`, rendered as cel-go does.
pub(crate) fn render_at_offset(source: &str, offset: usize, message: &str) -> String {
    let before = source.get(..offset).unwrap_or(source);
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count());
    render_error(source, line, column, message)
}

/// The variables of a rule on `schema`: `self` typed as the API server
/// types it, `oldSelf` the same or, with `optionalOldSelf`, its optional.
fn variables(schema: &Schema, root: bool, optional_old_self: bool, environment: Environment) -> Env {
    let self_type = schema_type(schema, root || schema.x_embedded_resource, SELF_TYPE_NAME).unwrap_or(CelType::Dyn);
    let old_self_type = if optional_old_self {
        CelType::optional(self_type.clone())
    } else {
        self_type.clone()
    };
    Env {
        self_type,
        old_self_type,
        environment,
    }
}

/// Parses and type-checks `source`, then rewrites optional selections for
/// evaluation.
fn parse_and_check(source: &str, env: &Env) -> Result<(IdedExpr, CelType), String> {
    // Without two-variable comprehensions `all(k, v, p)` is a plain call,
    // which the checker reports undeclared.
    let mut expr = if env.environment.has(crate::environment::Library::TwoVarComprehensions) {
        parse_plain(source)?
    } else {
        parse_template(source)?
    };
    if env.environment.has(crate::environment::Library::Optionals) {
        let misuses = crate::library::optional_macro_misuses(&expr);
        if !misuses.is_empty() {
            return Err(render_misuses(source, &expr, &misuses));
        }
        let mut next_id = crate::two_var::max_id(&expr).saturating_add(1);
        let mut copied = 0;
        if !crate::library::expand_optional_macros(&mut expr, &mut next_id, &mut copied) {
            return Err(format!(
                "ERROR: <input>:-1:0: optMap and optFlatMap expand to over {} copied nodes",
                crate::library::COPIED_NODES_LIMIT
            ));
        }
    }
    if env.environment.has(crate::environment::Library::ExtLists) {
        let misuses = crate::library::sort_by_misuses(&expr);
        if !misuses.is_empty() {
            return Err(render_misuses(source, &expr, &misuses));
        }
        let mut next_id = crate::two_var::max_id(&expr).saturating_add(1);
        crate::library::expand_sort_by(&mut expr, &mut next_id);
    }
    typecheck::qualify_type_names(&mut expr, env.environment);
    let t = typecheck::check(source, &mut expr, env)?;
    crate::optional_select::rewrite(&mut expr);
    crate::checked_args::rewrite(&mut expr);
    Ok((expr, t))
}

/// `program` as the interpreter evaluates it, when that differs.
fn evaluation_form(program: &IdedExpr) -> Option<IdedExpr> {
    let mut evaluated = program.clone();
    let mut changed = crate::optional_select::for_evaluation(&mut evaluated);
    changed |= crate::checked_args::for_evaluation(&mut evaluated);
    changed |= crate::engine::rename_owned(&mut evaluated);
    if crate::two_var::has_two_variables(program) {
        let mut next_id = crate::two_var::max_id(program).saturating_add(1);
        crate::two_var::for_evaluation(&mut evaluated, &mut next_id);
        changed = true;
    }
    changed.then_some(evaluated)
}

/// The fields `program` and `message_program` select from `self`/`oldSelf`,
/// when that is all they use them for.
fn all_selected_fields(program: &IdedExpr, message_program: Option<&IdedExpr>) -> Option<BTreeSet<String>> {
    let mut fields = BTreeSet::new();
    let all = selected_fields(program, &mut fields) && message_program.is_none_or(|m| selected_fields(m, &mut fields));
    all.then_some(fields)
}

/// Adds to `fields` the fields `expr` selects from `self`/`oldSelf`;
/// false when it uses them otherwise.
fn selected_fields(expr: &IdedExpr, fields: &mut BTreeSet<String>) -> bool {
    use cel::common::ast::EntryExpr;
    let is_self = |e: &IdedExpr| matches!(&e.expr, Expr::Ident(n) if n == "self" || n == "oldSelf");
    match &expr.expr {
        Expr::Ident(_) => !is_self(expr),
        Expr::Select(s) if is_self(&s.operand) => {
            fields.insert(s.field.clone());
            true
        }
        Expr::Select(s) => selected_fields(&s.operand, fields),
        Expr::Call(c) => {
            c.target.as_deref().is_none_or(|t| selected_fields(t, fields))
                && c.args.iter().all(|a| selected_fields(a, fields))
        }
        Expr::Comprehension(c) => [&c.iter_range, &c.accu_init, &c.loop_cond, &c.loop_step, &c.result]
            .into_iter()
            .all(|e| selected_fields(e, fields)),
        Expr::List(l) => l.elements.iter().all(|e| selected_fields(e, fields)),
        Expr::Map(m) => m.entries.iter().all(|en| match &en.expr {
            EntryExpr::MapEntry(me) => selected_fields(&me.key, fields) && selected_fields(&me.value, fields),
            EntryExpr::StructField(f) => selected_fields(&f.value, fields),
        }),
        Expr::Struct(s) => s.entries.iter().all(|en| match &en.expr {
            EntryExpr::MapEntry(me) => selected_fields(&me.key, fields) && selected_fields(&me.value, fields),
            EntryExpr::StructField(f) => selected_fields(&f.value, fields),
        }),
        Expr::Literal(_) | Expr::Unspecified => true,
    }
}

/// The number of levels of `expr`'s tree.
fn tree_depth(expr: &IdedExpr) -> usize {
    use cel::common::ast::EntryExpr;
    let deepest = |children: &mut dyn Iterator<Item = &IdedExpr>| children.map(tree_depth).max().unwrap_or(0);
    let entry = |e: &cel::common::ast::IdedEntryExpr| match &e.expr {
        EntryExpr::MapEntry(me) => tree_depth(&me.key).max(tree_depth(&me.value)),
        EntryExpr::StructField(f) => tree_depth(&f.value),
    };
    1 + match &expr.expr {
        Expr::Select(s) => tree_depth(&s.operand),
        Expr::Call(c) => deepest(&mut c.target.as_deref().into_iter().chain(&c.args)),
        Expr::Comprehension(c) => {
            deepest(&mut [&c.iter_range, &c.accu_init, &c.loop_cond, &c.loop_step, &c.result].into_iter())
        }
        Expr::List(l) => deepest(&mut l.elements.iter()),
        Expr::Map(m) => m.entries.iter().map(entry).max().unwrap_or(0),
        Expr::Struct(s) => s.entries.iter().map(entry).max().unwrap_or(0),
        Expr::Ident(_) | Expr::Literal(_) | Expr::Unspecified => 0,
    }
}

fn references_old_self(expr: &IdedExpr) -> bool {
    fn walk(e: &IdedExpr) -> bool {
        use cel::common::ast::EntryExpr;
        match &e.expr {
            Expr::Ident(name) => name == "oldSelf",
            Expr::Select(s) => walk(&s.operand),
            Expr::Call(c) => c.target.as_deref().is_some_and(walk) || c.args.iter().any(walk),
            Expr::Comprehension(c) => [&c.iter_range, &c.accu_init, &c.loop_cond, &c.loop_step, &c.result]
                .into_iter()
                .any(walk),
            Expr::List(l) => l.elements.iter().any(walk),
            Expr::Map(m) => m.entries.iter().any(|en| match &en.expr {
                EntryExpr::MapEntry(me) => walk(&me.key) || walk(&me.value),
                EntryExpr::StructField(f) => walk(&f.value),
            }),
            Expr::Struct(s) => s.entries.iter().any(|en| match &en.expr {
                EntryExpr::MapEntry(me) => walk(&me.key) || walk(&me.value),
                EntryExpr::StructField(f) => walk(&f.value),
            }),
            Expr::Literal(_) | Expr::Unspecified => false,
        }
    }
    walk(expr)
}
