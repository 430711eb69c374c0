//! Kubernetes' IP library (`k8s.io/apiserver/pkg/cel/library/ip.go`):
//! `ip`, `isIP`, `ip.isCanonical`, `family`, the address classes, and
//! `string` of an address. Addresses are parsed as Go's `net/netip` parses
//! them, without zones or IPv4-mapped IPv6 forms, which the API server
//! rejects (`go_errors` words why); classes and the text form are
//! `netip`'s.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::sync::LazyLock;

use cel::common::types::{Type, STRING_TYPE};
use cel::common::value::CowVal;
use cel::{DeclarationError, Env, ExecutionError};

use super::{bool_value, int_value, kubernetes_error, opaque_arg, opaque_val, string_arg, string_value, take};

/// `net.IP`.
pub(super) static IP_TYPE: LazyLock<Type> = LazyLock::new(|| Type::new_opaque_type("net.IP"));

/// An IP address as the API server accepts it: no zone, not IPv4-mapped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Ip(pub(super) IpAddr);

opaque_val!(Ip, IP_TYPE);

pub(super) fn register(env: &mut Env) -> Result<(), DeclarationError> {
    env.add_type(IP_TYPE.to_owned())?;
    env.add_overload("ip", "string_to_ip", vec![STRING_TYPE], ip)?;
    env.add_overload("isIP", "is_ip", vec![STRING_TYPE], is_ip)?;
    env.add_overload("ip.isCanonical", "ip_is_canonical", vec![STRING_TYPE], is_canonical)?;
    env.add_overload("string", "ip_to_string", vec![IP_TYPE.to_owned()], to_string)?;
    env.add_member_overload("family", "ip_family", IP_TYPE.to_owned(), vec![], family)?;
    let classes: [(&str, &str, super::Overload); 5] = [
        ("isUnspecified", "ip_is_unspecified", |a| class(a, is_unspecified)),
        ("isLoopback", "ip_is_loopback", |a| class(a, is_loopback)),
        ("isLinkLocalMulticast", "ip_is_link_local_multicast", |a| {
            class(a, is_link_local_multicast)
        }),
        ("isLinkLocalUnicast", "ip_is_link_local_unicast", |a| {
            class(a, is_link_local_unicast)
        }),
        ("isGlobalUnicast", "ip_is_global_unicast", |a| {
            class(a, is_global_unicast)
        }),
    ];
    for (name, id, op) in classes {
        env.add_member_overload(name, id, IP_TYPE.to_owned(), vec![], op)?;
    }
    Ok(())
}

/// `s` as an address `ip(s)` accepts, or the API server's error.
pub(super) fn parse(s: &str) -> Result<IpAddr, ExecutionError> {
    if let Some(why) = crate::go_errors::ip_error(s) {
        return Err(kubernetes_error(why));
    }
    // `netip` accepted it, and std reads the same forms once zones and
    // mapped addresses are out.
    s.parse::<IpAddr>().map_err(|_| {
        kubernetes_error(format!(
            "IP Address {} parse error during conversion from string",
            go_quote(s)
        ))
    })
}

fn go_quote(s: &str) -> String {
    validation_runtime::quote::go_quote(s)
}

fn ip<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [s] = take(args)?;
    Ok(CowVal::owned(Ip(parse(string_arg("ip", s.as_ref())?)?)))
}

fn is_ip<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [s] = take(args)?;
    bool_value(parse(string_arg("isIP", s.as_ref())?).is_ok())
}

/// `ip.isCanonical(s)`: `s` is the address's own text form (an address
/// that doesn't parse is an error, as for `ip(s)`).
fn is_canonical<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [s] = take(args)?;
    let s = string_arg("ip.isCanonical", s.as_ref())?;
    bool_value(text(parse(s)?) == s)
}

fn to_string<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [ip] = take(args)?;
    string_value(text(opaque_arg::<Ip>("string", ip.as_ref())?.0))
}

fn family<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [ip] = take(args)?;
    int_value(match opaque_arg::<Ip>("family", ip.as_ref())?.0 {
        IpAddr::V4(_) => 4,
        IpAddr::V6(_) => 6,
    })
}

fn class<'b, 'v>(args: Vec<CowVal<'b, 'v>>, test: fn(IpAddr) -> bool) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [ip] = take(args)?;
    bool_value(test(opaque_arg::<Ip>("ip", ip.as_ref())?.0))
}

fn is_unspecified(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(a) => a == Ipv4Addr::UNSPECIFIED,
        IpAddr::V6(a) => a == Ipv6Addr::UNSPECIFIED,
    }
}

/// `127.0.0.0/8`, `::1`.
fn is_loopback(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(a) => a.octets()[0] == 127,
        IpAddr::V6(a) => a == Ipv6Addr::LOCALHOST,
    }
}

/// `224.0.0.0/4`, `ff00::/8`.
fn is_multicast(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(a) => a.octets()[0] & 0xf0 == 0xe0,
        IpAddr::V6(a) => a.segments()[0] & 0xff00 == 0xff00,
    }
}

/// `224.0.0.0/24`, and IPv6 multicast of link-local scope (`ff02::/16`,
/// flags ignored).
fn is_link_local_multicast(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(a) => matches!(a.octets(), [224, 0, 0, _]),
        IpAddr::V6(a) => a.segments()[0] & 0xff0f == 0xff02,
    }
}

/// `169.254.0.0/16`, `fe80::/10`.
fn is_link_local_unicast(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(a) => matches!(a.octets(), [169, 254, _, _]),
        IpAddr::V6(a) => a.segments()[0] & 0xffc0 == 0xfe80,
    }
}

/// Any other unicast address: private and unique-local ones included, as
/// `netip` counts them.
fn is_global_unicast(ip: IpAddr) -> bool {
    if ip == IpAddr::V4(Ipv4Addr::BROADCAST) {
        return false;
    }
    !is_unspecified(ip) && !is_loopback(ip) && !is_multicast(ip) && !is_link_local_unicast(ip)
}

/// `netip`'s text form: dotted IPv4; IPv6 in lower case with the longest
/// run of two or more zero groups (the first of equal ones) as `::`
/// (RFC 5952).
pub(super) fn text(ip: IpAddr) -> String {
    match ip {
        IpAddr::V4(a) => a.to_string(),
        IpAddr::V6(a) => v6_text(a),
    }
}

fn v6_text(a: Ipv6Addr) -> String {
    let groups = a.segments();
    // The longest run of zero groups, if two or more long.
    let (mut best_start, mut best_len) = (0usize, 0usize);
    let mut i = 0;
    while i < groups.len() {
        let run = groups.iter().skip(i).take_while(|g| **g == 0).count();
        if run > best_len {
            (best_start, best_len) = (i, run);
        }
        i += run.max(1);
    }
    let hex = |gs: &[u16]| gs.iter().map(|g| format!("{g:x}")).collect::<Vec<_>>().join(":");
    if best_len < 2 {
        return hex(&groups);
    }
    let head = groups.get(..best_start).unwrap_or(&[]);
    let tail = groups.get(best_start + best_len..).unwrap_or(&[]);
    format!("{}::{}", hex(head), hex(tail))
}

#[cfg(test)]
mod tests {
    #[test]
    fn kubernetes_table_file() {
        let table = include_str!("../../tests/conformance/kubernetes-library/ip.jsonl");
        assert_eq!(super::super::testing::run_kubernetes_table(table), 38);
    }

    use super::super::testing::{assert_error, assert_no_such_overload, assert_true, assert_value, eval_with};
    use cel::Value;

    // Kubernetes' ip library tests (validation-cel/tests/conformance/
    // kubernetes-library/ip.jsonl), then more from ip.go's documentation.
    #[test]
    fn kubernetes_ip_table() {
        assert_true("ip(\"192.168.0.1\") == ip(\"192.168.0.1\")");
        assert_error(
            "ip(\"192.168.0.1.0\")",
            "IP Address \"192.168.0.1.0\" parse error during conversion from string: ParseAddr(\"192.168.0.1.0\"): IPv4 address too long",
        );
        assert_value("isIP(\"192.168.0.1\")", true);
        assert_value("isIP(\"192.168.0.1.0\")", false);
        assert_value("ip.isCanonical(\"127.0.0.1\")", true);
        assert_error(
            "ip.isCanonical(\"127.0.0.1.0\")",
            "IP Address \"127.0.0.1.0\" parse error during conversion from string: ParseAddr(\"127.0.0.1.0\"): IPv4 address too long",
        );
        assert_value("ip(\"192.168.0.1\").family()", 4);
        assert_value("ip(\"0.0.0.0\").isUnspecified()", true);
        assert_value("ip(\"127.0.0.1\").isUnspecified()", false);
        assert_value("ip(\"127.0.0.1\").isLoopback()", true);
        assert_value("ip(\"1.2.3.4\").isLoopback()", false);
        assert_value("ip(\"224.0.0.1\").isLinkLocalMulticast()", true);
        assert_value("ip(\"224.0.1.1\").isLinkLocalMulticast()", false);
        assert_value("ip(\"169.254.169.254\").isLinkLocalUnicast()", true);
        assert_value("ip(\"192.168.0.1\").isLinkLocalUnicast()", false);
        assert_value("ip(\"192.168.0.1\").isGlobalUnicast()", true);
        assert_value("ip(\"255.255.255.255\").isGlobalUnicast()", false);
        assert_true("ip(\"2001:db8::68\") == ip(\"2001:db8::68\")");
        assert_error(
            "ip(\"2001:db8:::68\")",
            "IP Address \"2001:db8:::68\" parse error during conversion from string: ParseAddr(\"2001:db8:::68\"): each colon-separated field must have at least one digit (at \":68\")",
        );
        assert_value("isIP(\"2001:db8::68\")", true);
        assert_value("isIP(\"2001:db8:::68\")", false);
        assert_value("ip.isCanonical(\"2001:db8::68\")", true);
        assert_value("ip.isCanonical(\"2001:DB8::68\")", false);
        assert_error(
            "ip.isCanonical(\"2001:db8:::68\")",
            "IP Address \"2001:db8:::68\" parse error during conversion from string: ParseAddr(\"2001:db8:::68\"): each colon-separated field must have at least one digit (at \":68\")",
        );
        assert_value("ip(\"2001:db8::68\").family()", 6);
        assert_value("ip(\"::\").isUnspecified()", true);
        assert_value("ip(\"::1\").isUnspecified()", false);
        assert_value("ip(\"::1\").isLoopback()", true);
        assert_value("ip(\"2001:db8::abcd\").isLoopback()", false);
        assert_value("ip(\"ff02::1\").isLinkLocalMulticast()", true);
        assert_value("ip(\"fd00::1\").isLinkLocalMulticast()", false);
        assert_value("ip(\"fe80::1\").isLinkLocalUnicast()", true);
        assert_value("ip(\"fd80::1\").isLinkLocalUnicast()", false);
        assert_value("ip(\"2001:db8::abcd\").isGlobalUnicast()", true);
        assert_value("ip(\"ff00::1\").isGlobalUnicast()", false);
        assert_value("string(ip(\"192.168.0.1\"))", "192.168.0.1");
        assert_true("type(ip(\"192.168.0.1\")) == net.IP");
    }

    #[test]
    fn zones_and_ipv4_mapped_addresses_are_rejected() {
        assert_error(
            "ip('fe80::1%eth0')",
            "IP address \"fe80::1%eth0\" with zone value is not allowed",
        );
        assert_error(
            "ip('::ffff:1.2.3.4')",
            "IPv4-mapped IPv6 address \"::ffff:1.2.3.4\" is not allowed",
        );
        assert_error(
            "ip.isCanonical('::ffff:1.2.3.4')",
            "IPv4-mapped IPv6 address \"::ffff:1.2.3.4\" is not allowed",
        );
        assert_value("isIP('fe80::1%eth0')", false);
        assert_value("isIP('::ffff:1.2.3.4')", false);
        assert_value("isIP('1.2.3.04')", false);
        assert_value("isIP('')", false);
        assert_error(
            "ip('')",
            "IP Address \"\" parse error during conversion from string: ParseAddr(\"\"): unable to parse IP",
        );
    }

    #[test]
    fn text_form_is_netips() {
        assert_value("string(ip('2001:DB8:0:0:0:0:0:68'))", "2001:db8::68");
        assert_value("string(ip('1:0:0:2:0:0:0:3'))", "1:0:0:2::3");
        assert_value("string(ip('1:0:0:2:0:0:3:4'))", "1::2:0:0:3:4");
        assert_value("string(ip('1:0:2:3:4:5:6:7'))", "1:0:2:3:4:5:6:7");
        assert_value("string(ip('0:0:0:0:0:0:0:0'))", "::");
        assert_value("string(ip('0:0:0:0:0:0:0:1'))", "::1");
        assert_value("string(ip('1::'))", "1::");
        assert_value("string(ip('::1.2.3.4'))", "::102:304");
        assert_value("string(ip('0001:0db8::0068'))", "1:db8::68");
        assert_value("ip.isCanonical('::102:304')", true);
        assert_value("ip.isCanonical('0:0::1')", false);
        assert_value("ip.isCanonical('1:0:2:3:4:5:6:7')", true);
        assert_value("ip.isCanonical('1::2:3:4:5:6:7')", false);
    }

    #[test]
    fn address_classes() {
        assert_value("ip('127.255.0.1').isLoopback()", true);
        assert_value("ip('239.1.1.1').isGlobalUnicast()", false);
        assert_value("ip('10.0.0.1').isGlobalUnicast()", true);
        assert_value("ip('fd00::1').isGlobalUnicast()", true);
        assert_value("ip('fe80::1').isGlobalUnicast()", false);
        assert_value("ip('::').isGlobalUnicast()", false);
        assert_value("ip('0.0.0.0').isGlobalUnicast()", false);
        assert_value("ip('::1').isGlobalUnicast()", false);
        assert_value("ip('ff12::1').isLinkLocalMulticast()", true);
        assert_value("ip('ff05::1').isLinkLocalMulticast()", false);
        assert_value("ip('febf::1').isLinkLocalUnicast()", true);
        assert_value("ip('fec0::1').isLinkLocalUnicast()", false);
        assert_value("ip('169.253.1.1').isLinkLocalUnicast()", false);
    }

    #[test]
    fn long_strings_answer_in_bounded_time() {
        let run = |expr: &str, s: String| eval_with(expr, vec![("s", Value::from(s))]);
        let long = format!("1.2.3.{}", "4".repeat(1_000_000));
        assert_eq!(run("isIP(s)", long.clone()), Ok(Value::Bool(false)));
        assert_eq!(run("isCIDR(s + '/8')", long), Ok(Value::Bool(false)));
        assert_eq!(run("isIP(s)", "1:".repeat(500_000)), Ok(Value::Bool(false)));
    }

    #[test]
    fn equality_and_overloads() {
        assert_true("ip('2001:db8::68') == ip('2001:DB8:0::68')");
        assert_value("ip('1.2.3.4') == ip('1.2.3.5')", false);
        assert_value("ip('::') == ip('0.0.0.0')", false);
        assert_no_such_overload("isIP(1)");
        assert_no_such_overload("ip(1)");
        assert_no_such_overload("'1.2.3.4'.family()");
    }
}
