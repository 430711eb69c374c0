//! The typed form (generated validation evaluating the CEL tags on Rust
//! values) and the schema-driven form (`validation_cel::Validator` on the
//! JSON object against the schema validation-gen writes for the same
//! types) give the same rule errors, on update and create, for random
//! objects from a fixed seed.

use std::collections::BTreeMap;
use std::path::Path as FsPath;

use cel_output::rules::{
    validate_fleet, validate_generations, validate_scaling, Counter, Entry, Fleet, Generations, Item, Nested, Pool,
    Port, Scaling, Window,
};
use validation_cel::{Outcome, Validator};
use validation_runtime::{ErrorList, Operation, Path};
use validation_schema::Schema;

/// A type's schema, as `validation-gen --schema` writes it.
fn schema_of(type_name: &str) -> Schema {
    let source = std::fs::read_to_string(FsPath::new(env!("CARGO_MANIFEST_DIR")).join("src/rules/mod.rs")).unwrap();
    let dir = std::env::temp_dir().join(format!("cel-differential-{type_name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Every type a root; requiredness and stability lints are not the point.
    std::fs::write(dir.join("lib.rs"), format!("//! +k8s:validation-gen=*\n{source}")).unwrap();
    std::fs::write(
        dir.join("validation-gen-lint.json"),
        r#"{"rules": {"missing-requiredness": "off", "stability": "off"}}"#,
    )
    .unwrap();
    let generator = validation_gen::Generator::new().with_schemas(validation_gen::schema::Options::new(
        "schemas",
        validation_gen::schema::Policy::Omit,
    ));
    let generation = generator.generate(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    let generation = generation.map_err(|d| d.render_all()).unwrap();
    let file = generation
        .files
        .iter()
        .find(|f| f.path.ends_with(format!("{type_name}.json")))
        .expect("the type's schema");
    serde_json::from_str(&file.contents).unwrap()
}

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
            // Only valid ports: generated validation ratchets an unchanged
            // set item (it pairs set items by value, as Kubernetes'
            // declarative validation does), the API server's CRD
            // ratcheting only through an unchanged list. The forms differ
            // there by design; the rules themselves are compared elsewhere.
            let mut ports: Vec<Port> = (0..rng.int(0, 3)).map(|_| Port(rng.int(0, 3))).collect();
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

fn typed(op: &Operation, new: &Scaling, old: Option<&Scaling>) -> Vec<String> {
    let errs: ErrorList = validate_scaling(op, &Path::root(), Some(new), old);
    sorted(errs.iter().map(|e| format!("{} {e}", e.error_type.reason())))
}

fn schema_driven<T: serde::Serialize>(validator: &Validator<'_>, new: &T, old: Option<&T>) -> Vec<String> {
    let new = serde_json::to_value(new).unwrap();
    let old = old.map(|o| serde_json::to_value(o).unwrap());
    let mut outcome = Outcome::default();
    validator.rules(&new, old.as_ref(), &mut outcome);
    sorted(outcome.errors.iter().map(|e| format!("{} {e}", e.error_type.reason())))
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
        let errs = validate_generations(op, &Path::root(), Some(new), old);
        sorted(errs.iter().map(|e| format!("{} {e}", e.error_type.reason())))
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

/// Within every keyword limit (so only rules fail), rules failing often.
fn random_fleet(rng: &mut Rng) -> Fleet {
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
    let schema = schema_of("Fleet");
    let validator = Validator::new(&schema);
    let typed = |op: &Operation, new: &Fleet, old: Option<&Fleet>| {
        let errs = validate_fleet(op, &Path::root(), Some(new), old);
        sorted(errs.iter().map(|e| format!("{} {e}", e.error_type.reason())))
    };
    let mut rng = Rng(0x0f1e_e7ca_fe00_7777);
    let (mut with_errors, mut cases) = (0, 0);
    for _ in 0..300 {
        let old = random_fleet(&mut rng);
        let new = mutate_fleet(&mut rng, &old);
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
