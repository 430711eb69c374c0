//! Go float formatting: `%v` (fmt) and `encoding/json` number output.
//!
//! Both start from the shortest round-tripping decimal digits, which Rust's
//! `{:e}` already produces; only the layout rules differ from Rust's.

/// Shortest decimal digits of a finite float: sign, digits (no leading
/// zeros, at least one digit) and the decimal exponent of the first digit.
struct Digits {
    negative: bool,
    digits: String,
    exp: i32,
}

impl Digits {
    /// Parses Rust's shortest `{:e}` output, e.g. `-1.2345e-7`.
    fn parse(sci: &str) -> Digits {
        let (negative, body) = match sci.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, sci),
        };
        let (mantissa, exp) = body.split_once('e').unwrap_or((body, "0"));
        let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
        Digits {
            negative,
            digits,
            exp: exp.parse().unwrap_or(0),
        }
    }

    /// `d.ddde±XX` with at least two exponent digits (Go's `%e` layout);
    /// `pad_negative = false` drops the padding of negative exponents, as
    /// Go's JSON encoder does (`1e-07` -> `1e-7`).
    fn write_exponent(&self, out: &mut String, pad_negative: bool) {
        let mut chars = self.digits.chars();
        if let Some(first) = chars.next() {
            out.push(first);
        }
        let rest = chars.as_str();
        if !rest.is_empty() {
            out.push('.');
            out.push_str(rest);
        }
        out.push('e');
        out.push(if self.exp < 0 { '-' } else { '+' });
        let abs = self.exp.unsigned_abs();
        if abs < 10 && (self.exp >= 0 || pad_negative) {
            out.push('0');
        }
        super::push_display(out, abs);
    }

    /// Plain positional layout (Go's `%f` with shortest digits).
    fn write_positional(&self, out: &mut String) {
        let nd = self.digits.len() as i64;
        let dp = i64::from(self.exp) + 1; // digits before the decimal point
        if dp <= 0 {
            out.push_str("0.");
            for _ in 0..-dp {
                out.push('0');
            }
            out.push_str(&self.digits);
        } else if dp >= nd {
            out.push_str(&self.digits);
            for _ in 0..(dp - nd) {
                out.push('0');
            }
        } else {
            let (int, frac) = self.digits.split_at(dp as usize);
            out.push_str(int);
            out.push('.');
            out.push_str(frac);
        }
    }
}

fn non_finite(v: f64) -> Option<&'static str> {
    if v.is_nan() {
        Some("NaN")
    } else if v == f64::INFINITY {
        Some("+Inf")
    } else if v == f64::NEG_INFINITY {
        Some("-Inf")
    } else {
        None
    }
}

/// `%v` layout: exponent form when the exponent is < -4 or >= 6 (Go uses
/// precision 6 for that decision with shortest digits), e.g. `1e+06`.
fn format_v(sci: &str) -> String {
    let d = Digits::parse(sci);
    let mut out = String::new();
    if d.negative {
        out.push('-');
    }
    if d.exp < -4 || d.exp >= 6 {
        d.write_exponent(&mut out, true);
    } else {
        d.write_positional(&mut out);
    }
    out
}

/// `encoding/json` layout: positional unless |v| < 1e-6 or >= 1e21, and a
/// negative exponent loses its leading zero (`1e-07` becomes `1e-7`).
fn format_json(sci: &str, abs: f64) -> String {
    let d = Digits::parse(sci);
    let mut out = String::new();
    if d.negative {
        out.push('-');
    }
    if abs != 0.0 && !(1e-6..1e21).contains(&abs) {
        d.write_exponent(&mut out, false);
    } else {
        d.write_positional(&mut out);
    }
    out
}

/// Go's `fmt.Sprint(float64)`: shortest digits, `1e+06`, `NaN`, `+Inf`.
pub fn go_float(v: f64) -> String {
    match non_finite(v) {
        Some(s) => s.to_owned(),
        None => format_v(&format!("{v:e}")),
    }
}

/// Go's `fmt.Sprint(float32)`: shortest digits that round-trip as `f32`.
pub fn go_float32(v: f32) -> String {
    match non_finite(f64::from(v)) {
        Some(s) => s.to_owned(),
        None => format_v(&format!("{v:e}")),
    }
}

/// Go's `encoding/json` rendering of a finite `float64`; `None` for NaN and
/// infinities, which Go refuses to encode.
pub fn go_json_float(v: f64) -> Option<String> {
    v.is_finite().then(|| format_json(&format!("{v:e}"), v.abs()))
}

/// Go's `encoding/json` rendering of a finite `float32`.
pub fn go_json_float32(v: f32) -> Option<String> {
    v.is_finite()
        .then(|| format_json(&format!("{v:e}"), f64::from(v.abs())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent_v_layout() {
        assert_eq!(go_float(0.0), "0");
        assert_eq!(go_float(-0.0), "-0");
        assert_eq!(go_float(1.0), "1");
        assert_eq!(go_float(1.5), "1.5");
        assert_eq!(go_float(-42.25), "-42.25");
        assert_eq!(go_float(123456.0), "123456");
        assert_eq!(go_float(1e6), "1e+06");
        assert_eq!(go_float(1234567.0), "1.234567e+06");
        assert_eq!(go_float(0.0001), "0.0001");
        assert_eq!(go_float(0.00001), "1e-05");
        assert_eq!(go_float(1e100), "1e+100");
        assert_eq!(go_float(0.1), "0.1");
        assert_eq!(go_float(f64::NAN), "NaN");
        assert_eq!(go_float(f64::INFINITY), "+Inf");
        assert_eq!(go_float(f64::NEG_INFINITY), "-Inf");
        assert_eq!(go_float32(0.1), "0.1");
        assert_eq!(go_float32(16777216.0), "1.6777216e+07");
    }

    #[test]
    fn json_layout() {
        assert_eq!(go_json_float(1e6).as_deref(), Some("1000000"));
        assert_eq!(go_json_float(1e20).as_deref(), Some("100000000000000000000"));
        assert_eq!(go_json_float(1e21).as_deref(), Some("1e+21"));
        assert_eq!(go_json_float(1e-7).as_deref(), Some("1e-7"));
        assert_eq!(go_json_float(1.5e-10).as_deref(), Some("1.5e-10"));
        assert_eq!(go_json_float(0.000001).as_deref(), Some("0.000001"));
        assert_eq!(go_json_float(0.0).as_deref(), Some("0"));
        assert_eq!(go_json_float(-2.5).as_deref(), Some("-2.5"));
        assert_eq!(go_json_float(f64::NAN), None);
        assert_eq!(go_json_float32(0.1).as_deref(), Some("0.1"));
    }
}
