//! The typed form (generated validation evaluating the CEL tags on Rust
//! values) and the schema-driven form (`validation_cel::Validator` on the
//! JSON object against the schema validation-gen writes for the same
//! types) give the same rule errors, on update and create, for random
//! objects from a fixed seed.

use std::collections::BTreeMap;

use cel_output::rules::{
    validate_fleet, validate_generations, validate_mesh, validate_scaling, Counter, Entry, Fleet, Generations, Host,
    Item, Mesh, Nested, Peer, Pool, Port, Scaling, Tls, Window,
};
use validation_cel::Validator;
use validation_runtime::{ErrorList, ErrorType, FieldError, Operation, Path};

mod support;
use support::schema_of;

/// A fixed-seed xorshift: the same objects on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn int(&mut self, low: i64, high: i64) -> i64 {
        low + (self.next() % ((high - low + 1) as u64)) as i64
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    fn pick<'a>(&mut self, options: &[&'a str]) -> &'a str {
        options[(self.next() % options.len() as u64) as usize]
    }
}

/// Keys and names from a small pool, so updates pair items often.
const NAMES: [&str; 4] = ["a", "b", "c", "d"];

fn random_scaling(rng: &mut Rng) -> Scaling {
    let mut keyed: Vec<Item> = Vec::new();
    for name in NAMES {
        if rng.chance(50) {
            keyed.push(Item {
                name: name.into(),
                value: rng.int(-2, 5),
            });
        }
    }
    let mut limits: BTreeMap<String, Item> = BTreeMap::new();
    for name in NAMES {
        if rng.chance(40) {
            let item = Item {
                name: name.into(),
                value: rng.int(-2, 5),
            };
            limits.insert(name.to_owned(), item);
        }
    }
    Scaling {
        min_replicas: rng.int(0, 20) as i32,
        replicas: rng.int(0, 120) as i32,
        mode: rng.pick(&["fast", "slow", "medium"]).into(),
        name: rng.pick(&["w-1", "w-2", "x"]).into(),
        label: rng.chance(70).then(|| rng.pick(&["a", "b"]).into()),
        atomic_items: (0..rng.int(0, 5))
            .map(|i| Entry {
                name: format!("e{i}"),
                value: rng.int(-1, 3),
            })
            .collect(),
        keyed_items: keyed,
        set_items: {
            let mut ports: Vec<Port> = (0..rng.int(0, 3)).map(|_| Port(rng.int(-1, 3))).collect();
            ports.sort_by_key(|p| p.0);
            ports.dedup();
            ports
        },
        limits,
    }
}

/// `old` with some fields changed: unchanged fields exercise ratcheting,
/// changed ones the transition rules.
fn mutate(rng: &mut Rng, old: &Scaling) -> Scaling {
    let fresh = random_scaling(rng);
    let mut new = old.clone();
    if rng.chance(30) {
        new.min_replicas = fresh.min_replicas;
    }
    if rng.chance(30) {
        new.replicas = fresh.replicas;
    }
    if rng.chance(20) {
        new.mode = fresh.mode;
    }
    if rng.chance(20) {
        new.name = fresh.name;
    }
    if rng.chance(30) {
        new.label = fresh.label;
    }
    if rng.chance(30) {
        new.atomic_items = fresh.atomic_items;
    }
    if rng.chance(40) {
        new.keyed_items = fresh.keyed_items;
    }
    if rng.chance(30) {
        new.set_items = fresh.set_items;
    } else if rng.chance(20) {
        // A changed set whose other items are unchanged: they still run
        // their rules in both forms (no set item pairs with an old one).
        new.set_items.push(Port(rng.int(4, 6)));
    }
    if rng.chance(40) {
        new.limits = fresh.limits;
    }
    new
}

fn sorted(errors: impl Iterator<Item = String>) -> Vec<String> {
    let mut v: Vec<String> = errors.collect();
    v.sort();
    v
}

/// The errors both forms give alike: all but those of `maxItems`,
/// `maxProperties` and `maxLength`, which only block the rules alike (a
/// failing `k8s:maxItems` skips the tag checks below it, the keyword does
/// not, and their details differ).
fn compared(errors: &[FieldError]) -> Vec<String> {
    sorted(
        errors
            .iter()
            .filter(|e| !matches!(e.error_type, ErrorType::TooMany | ErrorType::TooLong))
            .map(|e| format!("{} {e}", e.error_type.reason())),
    )
}

/// Whether a size error stopped the rules.
fn is_blocked(errors: &[String]) -> bool {
    errors
        .iter()
        .any(|e| e.contains("some validation rules were not checked"))
}

fn typed(op: &Operation, new: &Scaling, old: Option<&Scaling>) -> Vec<String> {
    let errs: ErrorList = validate_scaling(op, &Path::root(), Some(new), old);
    compared(errs.as_slice())
}

/// The schema-driven form's errors, keywords and rules (warnings are the
/// errors the typed form drops for unchanged values).
fn schema_driven<T: serde::Serialize>(validator: &Validator<'_>, new: &T, old: Option<&T>) -> Vec<String> {
    let new = serde_json::to_value(new).unwrap();
    let old = old.map(|o| serde_json::to_value(o).unwrap());
    compared(&validator.validate(&new, old.as_ref()).errors)
}

/// The validation function generated for a type.
type Validate<T> = fn(&Operation, &Path<'_>, Option<&T>, Option<&T>) -> ErrorList;

/// 300 random objects of `type_name` and updates of them give the same
/// errors in both forms; some objects go over a limit, which stops the
/// rules in both forms, and a fair share of cases fail.
fn agree<T: serde::Serialize + std::fmt::Debug>(
    type_name: &str,
    seed: u64,
    random: fn(&mut Rng) -> T,
    mutate: fn(&mut Rng, &T) -> T,
    validate: Validate<T>,
) {
    let schema = schema_of(type_name);
    let validator = Validator::new(&schema);
    let typed =
        |op: &Operation, new: &T, old: Option<&T>| compared(validate(op, &Path::root(), Some(new), old).as_slice());
    let mut rng = Rng(seed);
    let (mut with_errors, mut cases, mut blocked) = (0, 0, 0);
    for _ in 0..300 {
        let old = random(&mut rng);
        let new = mutate(&mut rng, &old);
        let create = typed(&Operation::create(), &new, None);
        assert_eq!(create, schema_driven(&validator, &new, None), "create {new:?}");
        let update = typed(&Operation::update(), &new, Some(&old));
        assert_eq!(
            update,
            schema_driven(&validator, &new, Some(&old)),
            "update {old:?} -> {new:?}"
        );
        cases += 2;
        with_errors += usize::from(!create.is_empty()) + usize::from(!update.is_empty());
        blocked += usize::from(is_blocked(&create)) + usize::from(is_blocked(&update));
    }
    assert!(
        blocked > cases / 50 && blocked < cases / 5,
        "{blocked} of {cases} blocked"
    );
    assert!(
        with_errors > cases / 4 && with_errors < cases * 9 / 10,
        "{with_errors} of {cases}"
    );
}

#[test]
fn typed_and_schema_driven_rules_agree() {
    let schema = schema_of("Scaling");
    let validator = Validator::new(&schema);
    let mut rng = Rng(0x5eed_cafe_f00d_1234);
    let (mut with_errors, mut cases) = (0, 0);
    for _ in 0..400 {
        let old = random_scaling(&mut rng);
        let new = mutate(&mut rng, &old);
        let create = typed(&Operation::create(), &new, None);
        assert_eq!(create, schema_driven(&validator, &new, None), "create {new:?}");
        let update = typed(&Operation::update(), &new, Some(&old));
        assert_eq!(
            update,
            schema_driven(&validator, &new, Some(&old)),
            "update {old:?} -> {new:?}"
        );
        cases += 2;
        with_errors += usize::from(!create.is_empty()) + usize::from(!update.is_empty());
    }
    // The objects exercise the rules: many fail, many pass.
    assert!(
        with_errors > cases / 4 && with_errors < cases * 9 / 10,
        "{with_errors} of {cases}"
    );
}

fn random_counter(rng: &mut Rng, name: &str) -> Counter {
    Counter {
        name: name.into(),
        generation: rng.int(-1, 3),
    }
}

fn random_generations(rng: &mut Rng) -> Generations {
    Generations {
        nested: Nested {
            count: rng.int(0, 3),
            inner: rng.chance(70).then(|| random_counter(rng, "in")),
        },
        counters: {
            let mut counters = Vec::new();
            for name in NAMES {
                if rng.chance(50) {
                    counters.push(random_counter(rng, name));
                }
            }
            counters
        },
        by_name: {
            let mut by_name = BTreeMap::new();
            for name in NAMES {
                if rng.chance(40) {
                    by_name.insert(name.to_owned(), random_counter(rng, name));
                }
            }
            by_name
        },
        history: (0..rng.int(0, 3))
            .map(|i| Entry {
                name: format!("h{i}"),
                value: rng.int(-1, 3),
            })
            .collect(),
    }
}

/// `old` with some parts changed, often nothing at all: transition rules
/// inside unchanged values still run in both forms.
fn mutate_generations(rng: &mut Rng, old: &Generations) -> Generations {
    let fresh = random_generations(rng);
    let mut new = old.clone();
    if rng.chance(30) {
        new.nested.count = fresh.nested.count;
    }
    if rng.chance(30) {
        new.nested.inner = fresh.nested.inner;
    }
    for counter in new.counters.iter_mut().chain(new.by_name.values_mut()) {
        if rng.chance(30) {
            counter.generation = rng.int(-1, 4);
        }
    }
    if rng.chance(20) {
        new.counters = fresh.counters;
    }
    if rng.chance(20) {
        new.by_name = fresh.by_name;
    }
    if rng.chance(20) {
        new.history = fresh.history;
    }
    new
}

#[test]
fn transition_rules_inside_unchanged_values_agree() {
    let schema = schema_of("Generations");
    let validator = Validator::new(&schema);
    let typed = |op: &Operation, new: &Generations, old: Option<&Generations>| {
        compared(validate_generations(op, &Path::root(), Some(new), old).as_slice())
    };
    let mut rng = Rng(0x0ddb_a11c_0ffe_e123);
    let (mut with_errors, mut cases) = (0, 0);
    for _ in 0..300 {
        let old = random_generations(&mut rng);
        let new = mutate_generations(&mut rng, &old);
        let create = typed(&Operation::create(), &new, None);
        assert_eq!(create, schema_driven(&validator, &new, None), "create {new:?}");
        let update = typed(&Operation::update(), &new, Some(&old));
        assert_eq!(
            update,
            schema_driven(&validator, &new, Some(&old)),
            "update {old:?} -> {new:?}"
        );
        cases += 2;
        with_errors += usize::from(!create.is_empty()) + usize::from(!update.is_empty());
    }
    assert!(
        with_errors > cases / 4 && with_errors < cases * 9 / 10,
        "{with_errors} of {cases}"
    );
}

/// Keyed entries from [`NAMES`], each present by `percent` chance.
fn keyed<T>(rng: &mut Rng, percent: u64, mut make: impl FnMut(&mut Rng, &str) -> T) -> Vec<(String, T)> {
    let mut out = Vec::new();
    for name in NAMES {
        if rng.chance(percent) {
            out.push((name.to_owned(), make(rng, name)));
        }
    }
    out
}

/// Now and then over a `maxItems` or `maxLength`, which stops every rule
/// of the object in both forms; rules failing often.
fn random_fleet(rng: &mut Rng) -> Fleet {
    let mut fleet = random_fleet_within_limits(rng);
    match rng.int(0, 19) {
        0 => fleet.nodes = (0..17).map(|i| format!("n-{i}")).collect(),
        1 => fleet.nodes.push("n-a-very-long-node".into()),
        2 => fleet.zones = (0..5).map(|i| format!("eu-{i}")).collect(),
        3 => {
            fleet.pools = (0..17)
                .map(|i| Pool {
                    name: format!("p{i}"),
                    size: 1,
                })
                .collect()
        }
        _ => {}
    }
    fleet
}

/// Within every keyword limit (so only rules fail), rules failing often.
fn random_fleet_within_limits(rng: &mut Rng) -> Fleet {
    let pool = |rng: &mut Rng, name: &str| Pool {
        name: name.into(),
        size: rng.int(0, 11),
    };
    Fleet {
        nodes: (0..rng.int(0, 3))
            .map(|i| format!("{}-{i}", rng.pick(&["n", "n", "n", "n", "x"])))
            .collect(),
        pools: keyed(rng, 50, pool).into_iter().map(|(_, p)| p).collect(),
        quotas: keyed(rng, 40, |rng, _| rng.int(-1, 5)).into_iter().collect(),
        window: Window {
            start: rng.int(10, 24),
            days: (0..rng.int(0, 2))
                .map(|_| rng.pick(&["mon", "tue", "wed", "fri", "sun"]).to_owned())
                .collect(),
        },
        ports: {
            let mut ports: Vec<i64> = (0..rng.int(0, 3))
                .map(|_| rng.int(0, 9) / 2 * 2 + i64::from(rng.chance(10)))
                .collect();
            ports.sort();
            ports.dedup();
            ports
        },
        labels: keyed(rng, 40, |rng, _| rng.pick(&["x", "y"]).to_owned())
            .into_iter()
            .collect(),
        steps: keyed(rng, 10, pool).into_iter().map(|(_, p)| p).collect(),
        revisions: keyed(rng, 10, |rng, _| rng.int(0, 3)).into_iter().collect(),
        zones: (0..rng.int(0, 2))
            .map(|_| rng.pick(&["eu-1", "us-east-12"]).to_owned())
            .collect(),
    }
}

/// `old` with some parts replaced or nudged, often nothing at all.
fn mutate_fleet(rng: &mut Rng, old: &Fleet) -> Fleet {
    let fresh = random_fleet(rng);
    let mut new = old.clone();
    for pool in new.pools.iter_mut().chain(new.steps.iter_mut()) {
        if rng.chance(30) {
            pool.size = rng.int(0, 12);
        }
    }
    for value in new.quotas.values_mut().chain(new.revisions.values_mut()) {
        if rng.chance(30) {
            *value = rng.int(-1, 5);
        }
    }
    if rng.chance(20) {
        new.nodes = fresh.nodes;
    }
    if rng.chance(20) {
        new.pools = fresh.pools;
    }
    if rng.chance(20) {
        new.quotas = fresh.quotas;
    }
    if rng.chance(20) {
        new.window = fresh.window;
    }
    if rng.chance(20) {
        new.ports = fresh.ports;
    }
    if rng.chance(20) {
        new.labels = fresh.labels;
    }
    if rng.chance(20) {
        new.steps = fresh.steps;
    }
    if rng.chance(20) {
        new.zones = fresh.zones;
    }
    new
}

/// Rules written below a field (kube-openapi's nested markers and
/// `k8s:eachVal`) give the same errors in both forms.
#[test]
fn nested_rules_agree() {
    agree(
        "Fleet",
        0x0f1e_e7ca_fe00_7777,
        random_fleet,
        mutate_fleet,
        validate_fleet,
    );
}

const HOSTS: [&str; 4] = ["a.local", "b.local", "x", "y"];

/// Distinct hosts, often failing their rule.
fn random_hosts(rng: &mut Rng, most: i64) -> Vec<Host> {
    let mut hosts: Vec<Host> = Vec::new();
    for _ in 0..rng.int(0, most) {
        let host = Host(rng.pick(&HOSTS).to_owned());
        if !hosts.contains(&host) {
            hosts.push(host);
        }
    }
    hosts
}

/// Now and then over a `maxItems` or `maxLength`, which stops every rule
/// of the object in both forms.
fn random_mesh(rng: &mut Rng) -> Mesh {
    let mut mesh = random_mesh_within_limits(rng);
    match rng.int(0, 19) {
        0 => mesh.peers = (0..9).map(|i| Host(format!("h{i}.local"))).collect(),
        // In an atomic list: tag checks pair a `set`'s items by value,
        // so an unchanged long item of a changed set ratchets there while
        // the schema-driven form, pairing none, reports it.
        1 => mesh.backups.push(Peer {
            host: Host("a-very-long-host.local".into()),
            port: 1,
            tls: None,
        }),
        3 => {
            mesh.backups = (0..9)
                .map(|i| Peer {
                    host: Host(format!("b{i}.local")),
                    port: 1,
                    tls: None,
                })
                .collect()
        }
        2 => mesh.spares = (0..5).map(|i| Host(format!("s{i}"))).collect(),
        _ => {}
    }
    mesh
}

/// Within every keyword limit (so only rules fail).
fn random_mesh_within_limits(rng: &mut Rng) -> Mesh {
    let mut groups: Vec<Vec<Host>> = Vec::new();
    for _ in 0..rng.int(0, 3) {
        let group = random_hosts(rng, 2);
        if !groups.contains(&group) {
            groups.push(group);
        }
    }
    Mesh {
        peers: random_hosts(rng, 3),
        groups,
        backups: (0..rng.int(0, 2))
            .map(|_| Peer {
                host: Host(rng.pick(&HOSTS).to_owned()),
                port: rng.int(-1, 2),
                tls: rng.chance(50).then(|| Tls {
                    version: rng.pick(&["1.2", "1.0"]).to_owned(),
                }),
            })
            .collect(),
        spares: random_hosts(rng, 2),
    }
}

/// `old` with lists replaced, grown by an item (the others unchanged) or
/// reordered, often nothing at all.
fn mutate_mesh(rng: &mut Rng, old: &Mesh) -> Mesh {
    fn change<T: Clone + PartialEq>(rng: &mut Rng, list: &mut Vec<T>, fresh: Vec<T>, extra: T) {
        match rng.int(0, 5) {
            0 => *list = fresh,
            1 if !list.contains(&extra) => list.push(extra),
            2 => list.reverse(),
            _ => {}
        }
    }
    let fresh = random_mesh(rng);
    let mut new = old.clone();
    change(rng, &mut new.peers, fresh.peers, Host("c.local".into()));
    change(rng, &mut new.groups, fresh.groups, vec![Host("c.local".into())]);
    let extra = Peer {
        host: Host("c.local".into()),
        port: 7,
        tls: None,
    };
    change(rng, &mut new.backups, fresh.backups, extra);
    change(rng, &mut new.spares, fresh.spares, Host("d.local".into()));
    new
}

/// Items of `set` and atomic lists pair with no old item: in a changed
/// list an unchanged item still runs its rules, in both forms.
#[test]
fn unpaired_items_agree() {
    agree("Mesh", 0x5e75_0f17_e500_4242, random_mesh, mutate_mesh, validate_mesh);
}
