//! Rollout counters: mismatches and contained panics, by type and operation.

/// Counts rollout events. The default counts nothing; with the `metrics`
/// feature, `PrometheusMetrics` keeps Prometheus counters.
pub trait RolloutMetrics: Send + Sync {
    /// Counts a mismatch between hand-written and declarative errors.
    fn mismatch(&self, type_name: &str, operation: &str);
    /// Counts a contained panic in declarative validation.
    fn panic(&self, type_name: &str, operation: &str);
}

/// Counts nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoMetrics;

impl RolloutMetrics for NoMetrics {
    fn mismatch(&self, _type_name: &str, _operation: &str) {}
    fn panic(&self, _type_name: &str, _operation: &str) {}
}

#[cfg(feature = "metrics")]
pub use prometheus_metrics::PrometheusMetrics;

#[cfg(feature = "metrics")]
mod prometheus_metrics {
    use prometheus::{Encoder, IntCounterVec, Opts, Registry, TextEncoder};

    use super::RolloutMetrics;

    pub const MISMATCH_TOTAL: &str = "declarative_validation_mismatch_total";
    pub const PANIC_TOTAL: &str = "declarative_validation_panic_total";

    /// `declarative_validation_mismatch_total` and
    /// `declarative_validation_panic_total`, labelled `type` and `operation`,
    /// in their own registry (register it with yours, or read
    /// [`PrometheusMetrics::text_exposition`]).
    #[derive(Clone, Debug)]
    pub struct PrometheusMetrics {
        registry: Registry,
        mismatch_total: IntCounterVec,
        panic_total: IntCounterVec,
    }

    impl PrometheusMetrics {
        /// Counters registered in a registry of their own.
        pub fn new() -> Result<PrometheusMetrics, prometheus::Error> {
            let labels = &["type", "operation"];
            let mismatch_total = IntCounterVec::new(
                Opts::new(
                    MISMATCH_TOTAL,
                    "Requests whose hand-written and declarative validation errors differed.",
                ),
                labels,
            )?;
            let panic_total = IntCounterVec::new(
                Opts::new(PANIC_TOTAL, "Panics contained while running declarative validation."),
                labels,
            )?;
            let registry = Registry::new();
            registry.register(Box::new(mismatch_total.clone()))?;
            registry.register(Box::new(panic_total.clone()))?;
            Ok(PrometheusMetrics {
                registry,
                mismatch_total,
                panic_total,
            })
        }

        /// The registry holding the counters (for exposition).
        pub fn registry(&self) -> &Registry {
            &self.registry
        }

        /// The counters in Prometheus' text exposition format.
        pub fn text_exposition(&self) -> Result<String, prometheus::Error> {
            let mut out = Vec::new();
            TextEncoder::new().encode(&self.registry.gather(), &mut out)?;
            String::from_utf8(out).map_err(|e| prometheus::Error::Msg(e.to_string()))
        }
    }

    impl RolloutMetrics for PrometheusMetrics {
        fn mismatch(&self, type_name: &str, operation: &str) {
            self.mismatch_total.with_label_values(&[type_name, operation]).inc();
        }

        fn panic(&self, type_name: &str, operation: &str) {
            self.panic_total.with_label_values(&[type_name, operation]).inc();
        }
    }
}
