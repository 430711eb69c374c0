//! Kubernetes' quantity library (`k8s.io/apiserver/pkg/cel/library/
//! quantity.go`, over `resource.Quantity`): `quantity`, `isQuantity`,
//! `sign`, `isGreaterThan`, `isLessThan`, `compareTo`, `add`, `sub`,
//! `asInteger`, `isInteger` and `asApproximateFloat`.
//!
//! A quantity is held as the API server holds it, because some answers
//! depend on the form and not only on the value: a 64-bit amount and a
//! power-of-ten scale when it fits (`50k` is 50e3, `1.5` is 15e-1), else
//! an exact decimal (`inf.Dec`). `isInteger`/`asInteger` only succeed on a
//! 64-bit amount with a scale of zero or more (`quantity('1000m')` is not
//! an integer, nor is any decimal); `asApproximateFloat` multiplies the
//! amount by a power of ten as Go's `math.Pow10` computes it. Parsing
//! rounds a decimal up to nano units and caps binary (`Ki`...) ones at
//! 2^63-1, as `resource.ParseQuantity` does.
//!
//! A value whose digits the API server would have to write out beyond
//! [`MAX_DIGITS`] (`1e99999999`, which it spends minutes and gigabytes on,
//! or a string of more digits, which its decimal parser reads in time
//! quadratic in their number) is an error here.

use std::cmp::Ordering;
use std::sync::LazyLock;

use cel::common::types::{Type, INT_TYPE, STRING_TYPE};
use cel::common::value::CowVal;
use cel::{DeclarationError, Env, ExecutionError};
use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};

use super::{
    add_comparisons, bool_value, int_value, kubernetes_error, opaque_arg, opaque_val, string_arg, take, Ordered,
};

/// `kubernetes.Quantity`.
static QUANTITY_TYPE: LazyLock<Type> = LazyLock::new(|| Type::new_opaque_type("kubernetes.Quantity"));

/// The most decimal digits an exact quantity is written out with.
const MAX_DIGITS: i64 = 100_000;

/// The base-10 exponent parsed values are rounded up to (nano units).
const NANO: i64 = -9;

/// A quantity: `value × 10^scale`, in the API server's two forms.
#[derive(Clone, Debug)]
enum Quantity {
    /// The 64-bit fast form.
    Int { value: i64, scale: i32 },
    /// The exact form (`inf.Dec`): `unscaled × 10^exponent`.
    Dec { unscaled: BigInt, exponent: i64 },
}

impl PartialEq for Quantity {
    fn eq(&self, other: &Self) -> bool {
        compare(self, other) == Ordering::Equal
    }
}

opaque_val!(Quantity, QUANTITY_TYPE);

pub(super) fn register(env: &mut Env) -> Result<(), DeclarationError> {
    let q = || QUANTITY_TYPE.to_owned();
    env.add_type(q())?;
    env.add_overload("quantity", "string_to_quantity", vec![STRING_TYPE], quantity)?;
    env.add_overload("isQuantity", "is_quantity_string", vec![STRING_TYPE], is_quantity)?;
    env.add_overload("sign", "quantity_sign", vec![q()], sign)?;
    env.add_member_overload("sign", "quantity_sign_member", q(), vec![], sign)?;
    add_comparisons::<Quantity>(env, "quantity", q)?;
    env.add_member_overload(
        "asApproximateFloat",
        "quantity_get_float",
        q(),
        vec![],
        as_approximate_float,
    )?;
    env.add_member_overload("asInteger", "quantity_get_int", q(), vec![], as_integer)?;
    env.add_member_overload("isInteger", "quantity_is_integer", q(), vec![], is_integer)?;
    env.add_member_overload("add", "quantity_add", q(), vec![q()], add)?;
    env.add_member_overload("add", "quantity_add_int", q(), vec![INT_TYPE], add)?;
    env.add_member_overload("sub", "quantity_sub", q(), vec![q()], sub)?;
    env.add_member_overload("sub", "quantity_sub_int", q(), vec![INT_TYPE], sub)?;
    Ok(())
}

/// Whether `resource.ParseQuantity` accepts `s` (whatever its size).
fn is_valid(s: &str) -> bool {
    crate::go_errors::quantity_error(s).is_none() && suffix(split(s).suffix).is_some()
}

/// `s` as `resource.ParseQuantity` reads it, or the API server's error.
fn parse(s: &str) -> Result<Quantity, ExecutionError> {
    if let Some(why) = crate::go_errors::quantity_error(s) {
        return Err(kubernetes_error(why));
    }
    let parts = split(s);
    let (base, exponent) = suffix(parts.suffix).ok_or_else(|| kubernetes_error("unable to parse quantity's suffix"))?;
    if let Some(fast) = fast_form(&parts, base, exponent) {
        return Ok(fast);
    }
    if len_i64(parts.whole).saturating_add(len_i64(parts.fraction)) > MAX_DIGITS {
        return Err(too_many_digits());
    }
    let digits = format!("{}{}", parts.whole, parts.fraction);
    let mut unscaled: BigInt = digits
        .parse()
        .map_err(|_| kubernetes_error("unable to parse numeric part of quantity"))?;
    let mut exp = -len_i64(parts.fraction);
    match base {
        Base::Ten => exp += i64::from(exponent),
        Base::Two => unscaled <<= usize::try_from(exponent).unwrap_or(0),
    }
    if !unscaled.is_zero() {
        (unscaled, exp) = round_up_to_nano(unscaled, exp)?;
    }
    if base == Base::Two && unscaled > max_allowed() * pow10(-exp)? {
        (unscaled, exp) = (max_allowed(), 0);
    }
    if !parts.positive {
        unscaled = -unscaled;
    }
    Ok(Quantity::Dec {
        unscaled,
        exponent: exp,
    })
}

fn len_i64(s: &str) -> i64 {
    i64::try_from(s.len()).unwrap_or(i64::MAX)
}

/// 2^63-1, the largest binary quantity.
fn max_allowed() -> BigInt {
    BigInt::from(i64::MAX)
}

/// The parts of a quantity string, as `parseQuantityString` splits it:
/// the sign, the whole digits without leading zeros (`0` when none), the
/// fraction digits and the suffix.
struct Parts<'a> {
    positive: bool,
    whole: &'a str,
    fraction: &'a str,
    suffix: &'a str,
}

fn split(s: &str) -> Parts<'_> {
    let (positive, rest) = match s.as_bytes().first() {
        Some(b'-') => (false, s.get(1..).unwrap_or("")),
        Some(b'+') => (true, s.get(1..).unwrap_or("")),
        _ => (true, s),
    };
    let rest = rest.trim_start_matches('0');
    let zero = |positive| Parts {
        positive,
        whole: "0",
        fraction: "",
        suffix: "",
    };
    if rest.is_empty() {
        return zero(positive);
    }
    let whole_len = rest.bytes().take_while(u8::is_ascii_digit).count();
    let (whole, rest) = rest.split_at(whole_len);
    let whole = if whole.is_empty() { "0" } else { whole };
    let (fraction, suffix) = match rest.strip_prefix('.') {
        Some(after) => after.split_at(after.bytes().take_while(u8::is_ascii_digit).count()),
        None => ("", rest),
    };
    Parts {
        positive,
        whole,
        fraction,
        suffix,
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Base {
    Two,
    Ten,
}

/// A suffix's base and exponent: SI (`m`, `k`, `M`...), binary (`Ki`,
/// `Mi`...) or `e<n>` (the exponent kept to 32 bits, as Go keeps it).
fn suffix(s: &str) -> Option<(Base, i32)> {
    let decimal = |e| Some((Base::Ten, e));
    match s {
        "" => decimal(0),
        "n" => decimal(-9),
        "u" => decimal(-6),
        "m" => decimal(-3),
        "k" => decimal(3),
        "M" => decimal(6),
        "G" => decimal(9),
        "T" => decimal(12),
        "P" => decimal(15),
        "E" => decimal(18),
        "Ki" => Some((Base::Two, 10)),
        "Mi" => Some((Base::Two, 20)),
        "Gi" => Some((Base::Two, 30)),
        "Ti" => Some((Base::Two, 40)),
        "Pi" => Some((Base::Two, 50)),
        "Ei" => Some((Base::Two, 60)),
        _ => {
            let digits = s.strip_prefix(['e', 'E'])?;
            // Go: int32(strconv.ParseInt(digits, 10, 64)), which wraps.
            let parsed: i64 = digits.parse().ok()?;
            decimal(parsed as i32)
        }
    }
}

/// The 64-bit form, when `ParseQuantity` takes its fast path.
fn fast_form(parts: &Parts<'_>, base: Base, exponent: i32) -> Option<Quantity> {
    let digits = i32::try_from(parts.whole.len() + parts.fraction.len()).ok()?;
    let (mut scale, mantissa, precision) = match base {
        Base::Ten => (exponent, 1i64, 18 - digits),
        Base::Two if parts.fraction.is_empty() => {
            let whole = i32::try_from(parts.whole.len()).ok()?;
            // Go: int32(float32(exponent)*3/10).
            let precision = 15 - whole - ((exponent as f32) * 3.0 / 10.0) as i32 - 1;
            (0, 1i64.checked_shl(u32::try_from(exponent).ok()?)?, precision)
        }
        Base::Two => return None,
    };
    if precision < 0 {
        return None;
    }
    scale = scale.checked_sub(i32::try_from(parts.fraction.len()).ok()?)?;
    if scale < -9 {
        return None;
    }
    let value: i64 = format!("{}{}", parts.whole, parts.fraction).parse().ok()?;
    let value = value.checked_mul(mantissa)?;
    Some(Quantity::Int {
        value: if parts.positive { value } else { -value },
        scale,
    })
}

/// The error for a quantity that takes more than [`MAX_DIGITS`] digits.
fn too_many_digits() -> ExecutionError {
    kubernetes_error(format!("quantity needs more than {MAX_DIGITS} digits"))
}

/// `10^n`, for `0 <= n <= MAX_DIGITS`.
fn pow10(n: i64) -> Result<BigInt, ExecutionError> {
    if n > MAX_DIGITS {
        return Err(too_many_digits());
    }
    Ok(num_traits::pow(
        BigInt::from(10),
        usize::try_from(n.max(0)).unwrap_or(0),
    ))
}

/// The number of decimal digits of `n` (1 for zero).
fn digit_count(n: &BigInt) -> i64 {
    let digits = n.magnitude().to_string().len();
    i64::try_from(digits).unwrap_or(i64::MAX)
}

/// A non-zero `unscaled × 10^exp` at exactly nano scale, its magnitude
/// rounded up (away from zero), as `ParseQuantity` rounds it.
fn round_up_to_nano(unscaled: BigInt, exp: i64) -> Result<(BigInt, i64), ExecutionError> {
    if exp >= NANO {
        return Ok((unscaled * pow10(exp - NANO)?, NANO));
    }
    let drop = NANO - exp;
    let negative = unscaled.is_negative();
    let magnitude = unscaled.abs();
    let rounded = if drop >= digit_count(&magnitude) {
        BigInt::from(1)
    } else {
        let divisor = pow10(drop)?;
        let quotient = &magnitude / &divisor;
        if (&quotient * &divisor) == magnitude {
            quotient
        } else {
            quotient + 1
        }
    };
    Ok((if negative { -rounded } else { rounded }, NANO))
}

impl Quantity {
    /// `unscaled × 10^exponent`.
    fn as_dec(&self) -> (BigInt, i64) {
        match self {
            Quantity::Int { value, scale } => (BigInt::from(*value), i64::from(*scale)),
            Quantity::Dec { unscaled, exponent } => (unscaled.clone(), *exponent),
        }
    }

    fn sign(&self) -> i64 {
        match self {
            Quantity::Int { value, .. } => value.signum(),
            Quantity::Dec { unscaled, .. } => match unscaled.sign() {
                num_bigint::Sign::Minus => -1,
                num_bigint::Sign::NoSign => 0,
                num_bigint::Sign::Plus => 1,
            },
        }
    }

    /// `AsInt64`: only the 64-bit form, at a scale of zero or more.
    fn as_int64(&self) -> Option<i64> {
        match self {
            Quantity::Int { value, scale } if *scale >= 0 => scale_up(*value, *scale),
            _ => None,
        }
    }

    /// `AsApproximateFloat64`: the amount times `math.Pow10(scale)`.
    fn approximate_float(&self) -> f64 {
        let (base, exponent) = match self {
            Quantity::Int { value, scale } => (*value as f64, i64::from(*scale)),
            Quantity::Dec { unscaled, exponent } => (unscaled.to_f64().unwrap_or(f64::NAN), *exponent),
        };
        if exponent == 0 {
            base
        } else {
            base * go_pow10(exponent)
        }
    }
}

/// `value × 10^scale`, when it fits (`positiveScaleInt64`).
fn scale_up(value: i64, scale: i32) -> Option<i64> {
    if value == 0 {
        return Some(0);
    }
    (0..scale).try_fold(value, |v, _| v.checked_mul(10))
}

/// Go's `math.Pow10`: a product (or quotient) of two table entries, each
/// the nearest double to its power of ten.
fn go_pow10(n: i64) -> f64 {
    let power = |e: i64| format!("1e{e}").parse::<f64>().unwrap_or(0.0);
    match n {
        0..=308 => power(n / 32 * 32) * power(n % 32),
        -323..=-1 => power(-(-n / 32 * 32)) / power(-n % 32),
        _ if n > 0 => f64::INFINITY,
        _ => 0.0,
    }
}

/// How `a` orders against `b`, by value.
fn compare(a: &Quantity, b: &Quantity) -> Ordering {
    if let (Quantity::Int { value: x, scale: s }, Quantity::Int { value: y, scale: t }) = (a, b) {
        if s == t {
            return x.cmp(y);
        }
    }
    let (sa, sb) = (a.sign(), b.sign());
    if sa != sb || sa == 0 {
        return sa.cmp(&sb);
    }
    let ((ua, ea), (ub, eb)) = (a.as_dec(), b.as_dec());
    // Orders of magnitude first: aligning exponents far apart would write
    // out as many digits.
    let (ma, mb) = (digit_count(&ua) + ea, digit_count(&ub) + eb);
    if ma != mb {
        let by_magnitude = ma.cmp(&mb);
        return if sa > 0 { by_magnitude } else { by_magnitude.reverse() };
    }
    // Same magnitude: the exponents are no further apart than the digits.
    let low = ea.min(eb);
    let align = |u: BigInt, e: i64| u * num_traits::pow(BigInt::from(10), usize::try_from(e - low).unwrap_or(0));
    align(ua, ea).cmp(&align(ub, eb))
}

/// `a + b` (or `a - b`), as `Quantity.Add`/`Sub` compute it: in the 64-bit
/// form when both are and the sum fits, else exactly.
fn sum(a: &Quantity, b: &Quantity, subtract: bool) -> Result<Quantity, ExecutionError> {
    if let (Quantity::Int { value: x, scale: s }, Quantity::Int { value: y, scale: t }) = (a, b) {
        let y = if subtract { y.checked_neg() } else { Some(*y) };
        if let Some(fast) = y.and_then(|y| int_add((*x, *s), (y, *t))) {
            return Ok(fast);
        }
    }
    let ((ua, ea), (ub, eb)) = (a.as_dec(), b.as_dec());
    let low = ea.min(eb);
    let ua = ua * pow10(ea - low)?;
    let ub = ub * pow10(eb - low)?;
    Ok(Quantity::Dec {
        unscaled: if subtract { ua - ub } else { ua + ub },
        exponent: low,
    })
}

/// `int64Amount.Add`: the sum at the smaller scale, `None` on overflow.
fn int_add((x, s): (i64, i32), (y, t): (i64, i32)) -> Option<Quantity> {
    let (value, scale) = if y == 0 {
        (x, s)
    } else if x == 0 {
        (y, t)
    } else if s == t {
        (x.checked_add(y)?, s)
    } else if s > t {
        (scale_up(x, s - t)?.checked_add(y)?, t)
    } else {
        (x.checked_add(scale_up(y, t - s)?)?, s)
    };
    Some(Quantity::Int { value, scale })
}

fn quantity_arg<'a>(function: &str, v: &'a dyn cel::common::value::Val) -> Result<&'a Quantity, ExecutionError> {
    opaque_arg::<Quantity>(function, v)
}

fn quantity<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [s] = take(args)?;
    Ok(CowVal::owned(parse(string_arg("quantity", s.as_ref())?)?))
}

fn is_quantity<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [s] = take(args)?;
    bool_value(is_valid(string_arg("isQuantity", s.as_ref())?))
}

fn sign<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [q] = take(args)?;
    int_value(quantity_arg("sign", q.as_ref())?.sign())
}

impl Ordered for Quantity {
    fn ordering(args: Vec<CowVal<'_, '_>>, function: &str) -> Result<Ordering, ExecutionError> {
        let [a, b] = take(args)?;
        Ok(compare(
            quantity_arg(function, a.as_ref())?,
            quantity_arg(function, b.as_ref())?,
        ))
    }
}

fn as_approximate_float<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [q] = take(args)?;
    let f = quantity_arg("asApproximateFloat", q.as_ref())?.approximate_float();
    Ok(CowVal::owned(cel::common::types::CelDouble::from(f)))
}

fn as_integer<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [q] = take(args)?;
    match quantity_arg("asInteger", q.as_ref())?.as_int64() {
        Some(i) => int_value(i),
        None => Err(kubernetes_error("cannot convert value to integer")),
    }
}

fn is_integer<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [q] = take(args)?;
    bool_value(quantity_arg("isInteger", q.as_ref())?.as_int64().is_some())
}

/// The operand of `add`/`sub`: a quantity, or an int as a quantity.
fn operand(function: &str, v: &dyn cel::common::value::Val) -> Result<Quantity, ExecutionError> {
    match <&i64>::try_from(v) {
        Ok(i) => Ok(Quantity::Int { value: *i, scale: 0 }),
        Err(v) => quantity_arg(function, v).cloned(),
    }
}

fn add<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [a, b] = take(args)?;
    let a = quantity_arg("add", a.as_ref())?;
    Ok(CowVal::owned(sum(a, &operand("add", b.as_ref())?, false)?))
}

fn sub<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [a, b] = take(args)?;
    let a = quantity_arg("sub", a.as_ref())?;
    Ok(CowVal::owned(sum(a, &operand("sub", b.as_ref())?, true)?))
}

#[cfg(test)]
mod tests {
    #[test]
    fn kubernetes_table_file() {
        let table = include_str!("../../tests/conformance/kubernetes-library/quantity.jsonl");
        assert_eq!(super::super::testing::run_kubernetes_table(table), 34);
    }

    use super::super::testing::{assert_error, assert_no_such_overload, assert_true, assert_value, eval_with};
    use cel::Value;

    const FORMAT: &str = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";

    // Kubernetes' quantity library tests (validation-cel/tests/conformance/
    // kubernetes-library/quantity.jsonl) and quantity.go's documentation.
    #[test]
    fn kubernetes_quantity_table() {
        assert_true("quantity(\"12Mi\") == quantity(\"12582912\")");
        assert_error("quantity(\"10Mo\")", FORMAT);
        assert_error("quantity(\"10Mm\")", "unable to parse quantity's suffix");
        assert_value("isQuantity(\"20\")", true);
        assert_value("isQuantity(\"20M\")", true);
        assert_value("isQuantity(\"20Mi\")", true);
        assert_value("isQuantity(\"20Mo\")", false);
        assert_value("isQuantity(\"10Mm\")", false);
        assert_value("quantity(\"200M\") == quantity(\"200M\")", true);
        assert_value(
            "quantity(\"200M\") == quantity(\"0.2G\") && quantity(\"0.2G\") == quantity(\"200M\")",
            true,
        );
        assert_value(
            "quantity(\"2M\") == quantity(\"0.002G\") && quantity(\"2000k\") == quantity(\"2M\") && quantity(\"0.002G\") == quantity(\"2000k\")",
            true,
        );
        assert_value("quantity(\"200M\") == quantity(\"0.3G\")", false);
        assert_value("quantity(\"50M\").isLessThan(quantity(\"50Mi\"))", true);
        assert_value("quantity(\"50M\").isLessThan(quantity(\"100M\"))", true);
        assert_value("quantity(\"100M\").isLessThan(quantity(\"50M\"))", false);
        assert_value("quantity(\"50Mi\").isGreaterThan(quantity(\"50M\"))", true);
        assert_value("quantity(\"150Mi\").isGreaterThan(quantity(\"100Mi\"))", true);
        assert_value("quantity(\"50M\").isGreaterThan(quantity(\"100M\"))", false);
        assert_value("quantity(\"200M\").compareTo(quantity(\"0.2G\"))", 0);
        assert_value("quantity(\"50M\").compareTo(quantity(\"50Mi\"))", -1);
        assert_value("quantity(\"50Mi\").compareTo(quantity(\"50M\"))", 1);
        assert_value("quantity(\"50k\").add(quantity(\"20\")) == quantity(\"50.02k\")", true);
        assert_value("quantity(\"50k\").add(20).isLessThan(quantity(\"50020\"))", false);
        assert_value("quantity(\"50k\").sub(quantity(\"20\")) == quantity(\"49.98k\")", true);
        assert_value("quantity(\"50k\").sub(20) == quantity(\"49980\")", true);
        assert_value("quantity(\"50k\").add(20).sub(quantity(\"100k\")).asInteger()", -49980);
        assert_value(
            "quantity(\"50k\").add(20).sub(quantity(\"100k\")).sub(-50000).asInteger()",
            20,
        );
        assert_value("quantity(\"50k\").asInteger()", 50000);
        assert_error(
            "quantity(\"9999999999999999999999999999999999999G\").asInteger()",
            "cannot convert value to integer",
        );
        assert_value(
            "quantity(\"9999999999999999999999999999999999999G\").isInteger()",
            false,
        );
        assert_value("quantity(\"50\").isInteger()", true);
        assert_value("quantity(\"50.703k\").asApproximateFloat()", 50703.0);
        assert_value(
            "[quantity(\"9999999999999999999999999999999999999\")].all(x, x.add(quantity(\"1\")).compareTo(x.add(quantity(\"2\"))) == -1)",
            true,
        );
        assert_true("type(quantity('1')) == kubernetes.Quantity");
    }

    #[test]
    fn documented_examples() {
        assert_value("isQuantity('1.3G')", true);
        assert_value("isQuantity('1.3Gi')", true);
        assert_value("isQuantity('1,3G')", false);
        assert_value("isQuantity('10000k')", true);
        assert_value("isQuantity('200K')", false);
        assert_value("isQuantity('Three')", false);
        assert_value("isQuantity('Mi')", false);
        assert_value("quantity('50000000G').isInteger()", true);
        assert_value("quantity('50k').isInteger()", true);
        assert_value("quantity('50k').sub(20000).asApproximateFloat() == 30000.0", true);
        assert_value("quantity('50k').add(quantity('20k')) == quantity('70k')", true);
        assert_value("quantity('50k').add(20) == quantity('50020')", true);
        assert_value("quantity('50k').sub(quantity('20k')) == quantity('30k')", true);
        assert_value("quantity('50k').sub(20000) == quantity('30k')", true);
        assert_value(
            "quantity('50k').add(20).sub(quantity('100k')).sub(-50000) == quantity('20')",
            true,
        );
        assert_value("quantity('150Mi').isGreaterThan(quantity('100Mi'))", true);
        assert_value("quantity('50Mi').isGreaterThan(quantity('100Mi'))", false);
    }

    #[test]
    fn integers_depend_on_the_form() {
        // A negative scale is never an integer, whatever the value.
        assert_value("quantity('1000m').isInteger()", false);
        assert_value("quantity('1.0').isInteger()", false);
        assert_value("quantity('1.5k').isInteger()", true);
        assert_value("quantity('1.5k').asInteger()", 1500);
        assert_value("quantity('1Ki').asInteger()", 1024);
        assert_value("quantity('-2Mi').asInteger()", -2_097_152);
        assert_value("quantity('1e3').asInteger()", 1000);
        assert_value("quantity('0').asInteger()", 0);
        assert_value("quantity('-0').isInteger()", true);
        // 9.3e18 > 2^63-1.
        assert_value("quantity('9300P').isInteger()", false);
        assert_value(
            "quantity('922337203685477580').asInteger()",
            922_337_203_685_477_580_i64,
        );
        // Nineteen digits take the exact form, whatever their value.
        assert_error(
            "quantity('9223372036854775807').asInteger()",
            "cannot convert value to integer",
        );
        assert_value("quantity('1000000000000000000').isInteger()", false);
        assert_value("quantity('0000000000000000000001').isInteger()", true);
        assert_value("quantity('1').add(quantity('1000m')).isInteger()", false);
        assert_value("quantity('1').add(1).asInteger()", 2);
        assert_value("quantity('9223372036854775807').add(1).isInteger()", false);
        assert_value("quantity('9223372036854775807').add(1).sub(1).isInteger()", false);
        assert_value(
            "quantity('9223372036854775807').add(1).compareTo(quantity('9223372036854775808'))",
            0,
        );
    }

    #[test]
    fn parsing_rounds_up_to_nano_and_caps_binary() {
        assert_true("quantity('1.0000000001') == quantity('1.000000001')");
        assert_true("quantity('-1.0000000001') == quantity('-1.000000001')");
        assert_true("quantity('1e-20') == quantity('1n')");
        assert_true("quantity('0.1n') == quantity('1n')");
        assert_true("quantity('0e-20').sign() == 0");
        assert_true("quantity('100Ei') == quantity('9223372036854775807')");
        assert_true("quantity('-100Ei') == quantity('-9223372036854775807')");
        assert_true("quantity('8Ei') == quantity('9223372036854775807')");
        assert_true("quantity('7Ei') == quantity('8070450532247928832')");
        assert_true("quantity('0.5Ki') == quantity('512')");
        assert_true("quantity('1.5Gi') == quantity('1610612736')");
        assert_true("quantity('1E') == quantity('1e18')");
        assert_true("quantity('+5') == quantity('5')");
        assert_true("quantity('00012') == quantity('12')");
    }

    #[test]
    fn approximate_floats() {
        assert_value("quantity('1.5').asApproximateFloat()", 1.5);
        assert_value("quantity('1m').asApproximateFloat()", 0.001);
        assert_value("quantity('1Ki').asApproximateFloat()", 1024.0);
        assert_value("quantity('-3M').asApproximateFloat()", -3.0e6);
        assert_value("quantity('1e400').asApproximateFloat()", f64::INFINITY);
        assert_value("quantity('0.1n').asApproximateFloat()", 1e-9);
        // Go: the amount at nano scale (about 1e55) as a double, times
        // math.Pow10(-9): two roundings.
        assert_value(
            "quantity('9999999999999999999999999999999999999G').asApproximateFloat()",
            1.000_000_000_000_000_1e46,
        );
    }

    #[test]
    fn sign_and_comparisons() {
        assert_value("quantity('-1m').sign()", -1);
        assert_value("quantity('0').sign()", 0);
        assert_value("quantity('3Ki').sign()", 1);
        assert_value("sign(quantity('-3Ki'))", -1);
        assert_value("quantity('1e30').compareTo(quantity('1e29'))", 1);
        assert_value("quantity('-1e30').compareTo(quantity('-1e29'))", -1);
        assert_value("quantity('-1').compareTo(quantity('1n'))", -1);
        assert_value("quantity('1000000000000000000000').compareTo(quantity('1e21'))", 0);
        assert_value("quantity('1Mi') == quantity('1M')", false);
        assert_value("quantity('1k') == quantity('1000')", true);
    }

    #[test]
    fn errors() {
        assert_error("quantity('')", FORMAT);
        assert_error("quantity('1.2.3')", "unable to parse numeric part of quantity");
        assert_error("quantity('200K')", "unable to parse quantity's suffix");
        assert_error(
            "quantity('1e99999999999999999999')",
            "unable to parse quantity's suffix",
        );
        assert_no_such_overload("quantity(1)");
        assert_no_such_overload("quantity('1').add('1')");
        assert_no_such_overload("quantity('1').compareTo(1)");
    }

    #[test]
    fn huge_exponents_answer_in_bounded_time() {
        assert_value("quantity('1e999999999').compareTo(quantity('1e999999998'))", 1);
        assert_value("quantity('1e999999999').isGreaterThan(quantity('1'))", true);
        assert_error(
            "quantity('1e999999999').add(quantity('1'))",
            "quantity needs more than 100000 digits",
        );
        // Go keeps the exponent to 32 bits: 2^32 is 0.
        assert_true("quantity('5e4294967296') == quantity('5')");
    }

    #[test]
    fn long_strings_answer_in_bounded_time() {
        let run = |expr: &str, s: String| eval_with(expr, vec![("s", Value::from(s))]);
        // Leading zeros are dropped before the digits are read.
        let zeros = format!("{}7", "0".repeat(1_000_000));
        assert_eq!(run("quantity(s).asInteger()", zeros), Ok(Value::Int(7)));
        let digits = "9".repeat(1_000_000);
        assert_eq!(run("isQuantity(s)", digits.clone()), Ok(Value::Bool(true)));
        assert_eq!(
            run("quantity(s)", digits).map_err(|e| e.to_string()),
            Err("Error executing function '@kubernetes': quantity needs more than 100000 digits".to_owned())
        );
        let digits = "9".repeat(99_000);
        assert_eq!(
            run("quantity(s).isGreaterThan(quantity('1e98998'))", digits),
            Ok(Value::Bool(true))
        );
    }
}
