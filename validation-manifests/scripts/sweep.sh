#!/usr/bin/env bash
# The real-project sweep of validation-manifests/README.md: the CRDs and
# example manifests of seven projects, checked as a new user would check
# them. Needs local git copies of the projects (it does not fetch them), so
# it is not part of CI.
#
#   scripts/sweep.sh BINARY MIRRORS [WORKDIR]
#
# BINARY  the validate-manifests binary (a release build).
# MIRRORS a directory with one git directory per project, named
#         <owner>+<name> (either the git directory itself or holding it as
#         `repo` or `.git`), e.g. MIRRORS/istio+istio/repo.
# WORKDIR where the files are extracted (default: a new temporary one).
#
# Per project it extracts the CRD files and the example files of the
# newest commit with `git archive`, checks the CRDs on their own
# (`validate-manifests CRDS`: loaded or failed), then the examples against
# them (`validate-manifests --local-crds CRDS EXAMPLES`), and prints one
# table row: project, commit, CRDs loaded/failed, documents, and the
# summary's verdicts. Each run's findings are left in WORKDIR/<project>/.
set -euo pipefail

binary=$(realpath "$1")
mirrors=$(realpath "$2")
work=${3:-$(mktemp -d)}
mkdir -p "$work"

# project | owner+name | CRD paths | example paths (git pathspecs, space-separated)
projects=(
  "gateway-api|kubernetes-sigs+gateway-api|config/crd/experimental|examples"
  "cert-manager|cert-manager+cert-manager|deploy/crds|test/fixtures/cert-manager-resources.yaml test/integration/validation/files"
  "prometheus-operator|prometheus-operator+prometheus-operator|example/prometheus-operator-crd|example/user-guides example/shards example/thanos example/storage example/additional-scrape-configs example/alertmanager-webhook example/networkpolicies example/rbac"
  "argo-cd|argoproj+argo-cd|manifests/crds|docs/operator-manual/application.yaml docs/operator-manual/applicationset.yaml docs/operator-manual/project.yaml docs/operator-manual/argocd-cm.yaml docs/operator-manual/argocd-rbac-cm.yaml docs/operator-manual/argocd-cmd-params-cm.yaml docs/operator-manual/argocd-repositories.yaml docs/operator-manual/argocd-repo-creds.yaml docs/operator-manual/argocd-secret.yaml docs/operator-manual/argocd-tls-certs-cm.yaml docs/operator-manual/argocd-ssh-known-hosts-cm.yaml"
  "crossplane|crossplane+crossplane|cluster/crds cluster/meta|test/e2e/manifests"
  "istio|istio+istio|manifests/charts/base/files/crd-all.gen.yaml|samples"
  "knative-serving|knative+serving|config/core/300-resources|config/core/configmaps config/core/deployments config/core/webhooks"
  "knative-eventing|knative+eventing|config/core/resources config/channels/in-memory-channel/resources/in-memory-channel.yaml|config/core/configmaps config/core/deployments config/core/roles config/brokers config/channels"
)

git_dir() {
  local base="$mirrors/$1"
  for dir in "$base/repo" "$base/.git" "$base"; do
    if git --git-dir="$dir" rev-parse --verify -q HEAD >/dev/null 2>&1; then
      echo "$dir"
      return
    fi
  done
  echo "no git directory for $1 under $mirrors" >&2
  return 1
}

# Extracts the pathspecs (those that exist) of HEAD into $2.
extract() {
  local dir=$1 into=$2
  shift 2
  mkdir -p "$into"
  local paths=()
  for p in "$@"; do
    if git --git-dir="$dir" cat-file -e "HEAD:$p" 2>/dev/null; then
      paths+=("$p")
    fi
  done
  if ((${#paths[@]})); then
    # git reports the objects a partial copy lacks (large files elsewhere
    # in the tree) and archives the paths asked for all the same.
    git --git-dir="$dir" archive HEAD -- "${paths[@]}" 2>/dev/null | tar -x -C "$into"
  fi
}

# The summary line's counts: documents valid invalid errors skipped warned.
counts() {
  sed -n 's/^Summary: \([0-9]*\) documents\? found in [0-9]* files\? - Valid: \([0-9]*\), Invalid: \([0-9]*\), Errors: \([0-9]*\), Skipped: \([0-9]*\), Warnings: \([0-9]*\)$/\1 \2 \3 \4 \5 \6/p'
}

echo "| project | commit | CRDs loaded | CRDs failed | documents | valid | warned | invalid | not served or unreadable |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for row in "${projects[@]}"; do
  IFS='|' read -r name repo crd_paths example_paths <<<"$row"
  dir=$(git_dir "$repo")
  commit=$(git --git-dir="$dir" rev-parse --short=12 HEAD)
  out="$work/$name"
  rm -rf "$out"
  # shellcheck disable=SC2086
  extract "$dir" "$out/crds" $crd_paths
  # shellcheck disable=SC2086
  extract "$dir" "$out/examples" $example_paths
  # The CRDs alone: a CRD document with findings failed to load.
  "$binary" -j1 --summary "$out/crds" >"$out/crds.txt" 2>&1 || true
  "$binary" -j1 --format json "$out/crds" >"$out/crds.json" 2>/dev/null || true
  loaded=$(jq '[.documents[] | select(.kind == "CustomResourceDefinition" and (.errors | length) == 0)] | length' "$out/crds.json")
  failed=$(jq '[.documents[] | select(.kind == "CustomResourceDefinition" and (.errors | length) > 0)] | length' "$out/crds.json")
  "$binary" -j1 --summary --local-crds "$out/crds" "$out/examples" >"$out/examples.txt" 2>&1 || true
  read -r docs valid invalid errors _skipped warned < <(tail -n1 "$out/examples.txt" | counts)
  echo "| $name | $commit | $loaded | $failed | $docs | $valid | $warned | $invalid | $errors |"
done
