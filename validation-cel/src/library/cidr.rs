//! Kubernetes' CIDR library (`k8s.io/apiserver/pkg/cel/library/cidr.go`):
//! `cidr`, `isCIDR`, `containsIP`, `containsCIDR`, `ip`, `masked`,
//! `prefixLength` and `string` of a CIDR. A CIDR keeps the address it was
//! written with (`192.168.0.1/24` is not `192.168.0.0/24`), as Go's
//! `netip.Prefix` does; `masked()` clears the host bits.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::sync::LazyLock;

use cel::common::types::{Type, STRING_TYPE};
use cel::common::value::{CowVal, Val};
use cel::{DeclarationError, Env, ExecutionError};

use super::ip::{self, Ip, IP_TYPE};
use super::{bool_value, int_value, kubernetes_error, opaque_arg, opaque_val, string_arg, string_value, take};

/// `net.CIDR`.
static CIDR_TYPE: LazyLock<Type> = LazyLock::new(|| Type::new_opaque_type("net.CIDR"));

/// An address and a prefix length no longer than the address.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Cidr {
    address: IpAddr,
    bits: u8,
}

opaque_val!(Cidr, CIDR_TYPE);

pub(super) fn register(env: &mut Env) -> Result<(), DeclarationError> {
    env.add_type(CIDR_TYPE.to_owned())?;
    env.add_overload("cidr", "string_to_cidr", vec![STRING_TYPE], cidr)?;
    env.add_overload("isCIDR", "is_cidr", vec![STRING_TYPE], is_cidr)?;
    env.add_overload("string", "cidr_to_string", vec![CIDR_TYPE.to_owned()], to_string)?;
    env.add_member_overload(
        "containsIP",
        "cidr_contains_ip_string",
        CIDR_TYPE.to_owned(),
        vec![STRING_TYPE],
        contains_ip,
    )?;
    env.add_member_overload(
        "containsIP",
        "cidr_contains_ip_ip",
        CIDR_TYPE.to_owned(),
        vec![IP_TYPE.to_owned()],
        contains_ip,
    )?;
    env.add_member_overload(
        "containsCIDR",
        "cidr_contains_cidr_string",
        CIDR_TYPE.to_owned(),
        vec![STRING_TYPE],
        contains_cidr,
    )?;
    env.add_member_overload(
        "containsCIDR",
        "cidr_contains_cidr",
        CIDR_TYPE.to_owned(),
        vec![CIDR_TYPE.to_owned()],
        contains_cidr,
    )?;
    env.add_member_overload("ip", "cidr_ip", CIDR_TYPE.to_owned(), vec![], address)?;
    env.add_member_overload("masked", "cidr_masked", CIDR_TYPE.to_owned(), vec![], masked)?;
    env.add_member_overload(
        "prefixLength",
        "cidr_prefix_length",
        CIDR_TYPE.to_owned(),
        vec![],
        prefix_length,
    )?;
    Ok(())
}

/// `s` as a CIDR `cidr(s)` accepts, or the API server's error.
fn parse(s: &str) -> Result<Cidr, ExecutionError> {
    if let Some(why) = crate::go_errors::cidr_error(s) {
        return Err(kubernetes_error(why));
    }
    let parsed = s.rsplit_once('/').and_then(|(address, bits)| {
        let address = address.parse::<IpAddr>().ok()?;
        Some(Cidr {
            address,
            bits: bits.parse().ok()?,
        })
    });
    parsed.ok_or_else(|| {
        kubernetes_error(format!(
            "network address parse error during conversion from string: {}",
            validation_runtime::quote::go_quote(s)
        ))
    })
}

impl Cidr {
    /// The address with the bits past the prefix cleared.
    fn network(&self) -> IpAddr {
        mask(self.address, self.bits)
    }

    fn contains(&self, address: IpAddr) -> bool {
        same_family(self.address, address) && mask(address, self.bits) == self.network()
    }
}

fn same_family(a: IpAddr, b: IpAddr) -> bool {
    matches!((a, b), (IpAddr::V4(_), IpAddr::V4(_)) | (IpAddr::V6(_), IpAddr::V6(_)))
}

/// `address` with all but its first `bits` bits cleared.
fn mask(address: IpAddr, bits: u8) -> IpAddr {
    match address {
        IpAddr::V4(a) => {
            let keep = u32::MAX.checked_shl(32 - u32::from(bits.min(32))).unwrap_or(0);
            IpAddr::V4(Ipv4Addr::from(u32::from(a) & keep))
        }
        IpAddr::V6(a) => {
            let keep = u128::MAX.checked_shl(128 - u32::from(bits.min(128))).unwrap_or(0);
            IpAddr::V6(Ipv6Addr::from(u128::from(a) & keep))
        }
    }
}

fn cidr_arg<'a>(function: &str, v: &'a dyn Val) -> Result<&'a Cidr, ExecutionError> {
    opaque_arg::<Cidr>(function, v)
}

fn cidr<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [s] = take(args)?;
    Ok(CowVal::owned(parse(string_arg("cidr", s.as_ref())?)?))
}

fn is_cidr<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [s] = take(args)?;
    bool_value(parse(string_arg("isCIDR", s.as_ref())?).is_ok())
}

fn to_string<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [c] = take(args)?;
    let c = cidr_arg("string", c.as_ref())?;
    string_value(format!("{}/{}", ip::text(c.address), c.bits))
}

/// `c.containsIP(ip)`, the address as an IP or a string `ip()` accepts.
fn contains_ip<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [c, other] = take(args)?;
    let c = cidr_arg("containsIP", c.as_ref())?;
    let address = match <&str>::try_from(other.as_ref()) {
        Ok(s) => ip::parse(s)?,
        Err(other) => opaque_arg::<Ip>("containsIP", other)?.0,
    };
    bool_value(c.contains(address))
}

/// `c.containsCIDR(other)`: every address of `other` is in `c`.
fn contains_cidr<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [c, other] = take(args)?;
    let c = cidr_arg("containsCIDR", c.as_ref())?;
    let parsed;
    let other = match <&str>::try_from(other.as_ref()) {
        Ok(s) => {
            parsed = parse(s)?;
            &parsed
        }
        Err(other) => cidr_arg("containsCIDR", other)?,
    };
    bool_value(other.bits >= c.bits && c.contains(other.address))
}

fn address<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [c] = take(args)?;
    Ok(CowVal::owned(Ip(cidr_arg("ip", c.as_ref())?.address)))
}

fn masked<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [c] = take(args)?;
    let c = cidr_arg("masked", c.as_ref())?;
    Ok(CowVal::owned(Cidr {
        address: c.network(),
        bits: c.bits,
    }))
}

fn prefix_length<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [c] = take(args)?;
    int_value(i64::from(cidr_arg("prefixLength", c.as_ref())?.bits))
}

#[cfg(test)]
mod tests {
    #[test]
    fn kubernetes_table_file() {
        let table = include_str!("../../tests/conformance/kubernetes-library/cidr.jsonl");
        assert_eq!(super::super::testing::run_kubernetes_table(table), 32);
    }

    use super::super::testing::{assert_error, assert_no_such_overload, assert_true, assert_value};

    // Kubernetes' cidr library tests (validation-cel/tests/conformance/
    // kubernetes-library/cidr.jsonl), then more from cidr.go's
    // documentation.
    #[test]
    fn kubernetes_cidr_table() {
        assert_value("string(cidr(\"192.168.0.0/24\"))", "192.168.0.0/24");
        assert_error(
            "cidr(\"192.168.0.0/\")",
            "network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix(\"192.168.0.0/\"): bad bits after slash: \"\"",
        );
        assert_value("cidr(\"192.168.0.0/24\").containsIP(ip(\"192.168.0.1\"))", true);
        assert_value("cidr(\"192.168.0.0/24\").containsIP(ip(\"192.168.1.1\"))", false);
        assert_value("cidr(\"192.168.0.0/24\").containsIP(\"192.168.0.1\")", true);
        assert_value("cidr(\"192.168.0.0/24\").containsIP(\"192.168.1.1\")", false);
        assert_value("cidr(\"192.168.0.0/24\").containsCIDR(cidr(\"192.168.0.0/25\"))", true);
        assert_value("cidr(\"192.168.0.0/24\").containsCIDR(cidr(\"192.168.0.1/32\"))", true);
        assert_value("cidr(\"192.168.0.0/24\").containsCIDR(cidr(\"192.168.0.0/23\"))", false);
        assert_value("cidr(\"192.168.0.0/24\").containsCIDR(cidr(\"192.169.0.1/32\"))", false);
        assert_value("cidr(\"192.168.0.0/24\").containsCIDR(\"192.168.0.0/25\")", true);
        assert_value("cidr(\"192.168.0.0/24\").containsCIDR(\"192.168.0.0/23\")", false);
        assert_true("cidr(\"192.168.0.0/24\").ip() == ip(\"192.168.0.0\")");
        assert_true("cidr(\"192.168.0.0/24\").masked() == cidr(\"192.168.0.0/24\")");
        assert_true("cidr(\"192.168.0.1/24\").masked() == cidr(\"192.168.0.0/24\")");
        assert_value("cidr(\"192.168.0.0/24\").prefixLength()", 24);
        assert_value("string(cidr(\"2001:db8::/32\"))", "2001:db8::/32");
        assert_error(
            "cidr(\"2001:db8::/\")",
            "network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix(\"2001:db8::/\"): bad bits after slash: \"\"",
        );
        assert_value("cidr(\"2001:db8::/32\").containsIP(ip(\"2001:db8::1\"))", true);
        assert_value("cidr(\"2001:db8::/32\").containsIP(ip(\"2001:dc8::1\"))", false);
        assert_value("cidr(\"2001:db8::/32\").containsIP(\"2001:db8::1\")", true);
        assert_value("cidr(\"2001:db8::/32\").containsIP(\"2001:dc8::1\")", false);
        assert_value("cidr(\"2001:db8::/32\").containsCIDR(cidr(\"2001:db8::/33\"))", true);
        assert_value("cidr(\"2001:db8::/32\").containsCIDR(cidr(\"2001:db8::/31\"))", false);
        assert_value("cidr(\"2001:db8::/32\").containsCIDR(\"2001:db8::/33\")", true);
        assert_value("cidr(\"2001:db8::/32\").containsCIDR(\"2001:db8::/31\")", false);
        assert_true("cidr(\"2001:db8::/32\").ip() == ip(\"2001:db8::\")");
        assert_true("cidr(\"2001:db8::/32\").masked() == cidr(\"2001:db8::/32\")");
        assert_true("cidr(\"2001:db8:1::/32\").masked() == cidr(\"2001:db8::/32\")");
        assert_value("cidr(\"2001:db8::/32\").prefixLength()", 32);
        assert_true("type(cidr(\"192.168.0.0/24\")) == net.CIDR");
    }

    #[test]
    fn a_cidr_keeps_its_address() {
        assert_value("string(cidr('192.168.0.1/24'))", "192.168.0.1/24");
        assert_value("string(cidr('192.168.0.1/24').masked())", "192.168.0.0/24");
        assert_value("string(cidr('192.168.0.1/24').ip())", "192.168.0.1");
        assert_value("cidr('192.168.0.1/24') == cidr('192.168.0.0/24')", false);
        assert_value("string(cidr('2001:DB8:0:0::1/64'))", "2001:db8::1/64");
        assert_value("string(cidr('2001:db8:ffff::/20').masked())", "2001::/20");
        assert_value("string(cidr('10.1.2.3/0').masked())", "0.0.0.0/0");
        assert_value("string(cidr('10.1.2.3/32').masked())", "10.1.2.3/32");
        assert_value("string(cidr('::1/128').masked())", "::1/128");
        assert_value("string(cidr('ffff::1/0').masked())", "::/0");
    }

    #[test]
    fn containment_edges() {
        assert_value("cidr('0.0.0.0/0').containsIP('255.255.255.255')", true);
        assert_value("cidr('0.0.0.0/0').containsIP('::1')", false);
        assert_value("cidr('::/0').containsIP('1.2.3.4')", false);
        assert_value("cidr('::/0').containsCIDR('10.0.0.0/8')", false);
        assert_value("cidr('10.0.0.0/8').containsCIDR('10.0.0.0/8')", true);
        assert_value("cidr('10.0.0.1/8').containsCIDR('10.255.0.0/16')", true);
        assert_value("cidr('10.0.0.0/32').containsIP('10.0.0.0')", true);
        assert_value("cidr('10.0.0.0/32').containsIP('10.0.0.1')", false);
    }

    #[test]
    fn invalid_cidrs() {
        assert_value("isCIDR('192.168.0.0/24')", true);
        assert_value("isCIDR('192.168.0.0')", false);
        assert_value("isCIDR('192.168.0.0/33')", false);
        assert_value("isCIDR('::ffff:1.2.3.4/96')", false);
        assert_value("isCIDR('fe80::1%eth0/64')", false);
        assert_error(
            "cidr('192.168.0.0')",
            "network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix(\"192.168.0.0\"): no '/'",
        );
        assert_error(
            "cidr('192.168.0.0/33')",
            "network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix(\"192.168.0.0/33\"): prefix length out of range",
        );
        assert_error(
            "cidr('::ffff:1.2.3.4/96')",
            "network address parse error during conversion from string: IPv4-mapped IPv6 address \"::ffff:1.2.3.4/96\" is not allowed",
        );
        assert_error(
            "cidr('10.0.0.0/08')",
            "network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix(\"10.0.0.0/08\"): bad bits after slash: \"08\"",
        );
        assert_error(
            "cidr('10.0.0.0/8').containsIP('10.0.0.256')",
            "IP Address \"10.0.0.256\" parse error during conversion from string: ParseAddr(\"10.0.0.256\"): IPv4 field has value >255",
        );
        assert_error(
            "cidr('10.0.0.0/8').containsCIDR('10.0.0.0')",
            "network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix(\"10.0.0.0\"): no '/'",
        );
        assert_no_such_overload("cidr(1)");
        assert_no_such_overload("isCIDR(1)");
        assert_no_such_overload("cidr('10.0.0.0/8').containsIP(1)");
        assert_no_such_overload("ip('10.0.0.1').prefixLength()");
    }
}
