#!/usr/bin/env python3
"""Every design ScaleScope writes conforms to resources/schema/scalescope.schema.json.

usage: check_schema.py SCALESCOPE SCHEMA SOURCE_DIR WORK_DIR
"""
import json
import pathlib
import subprocess
import sys

import jsonschema

scalescope, schema_path, source_dir, work_dir = sys.argv[1:5]
work = pathlib.Path(work_dir)
work.mkdir(parents=True, exist_ok=True)
schema = json.loads(pathlib.Path(schema_path).read_text())
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)

designs = [pathlib.Path(source_dir) / "resources/examples/dgx-h100-4.scalescope.json",
           pathlib.Path(source_dir) / "resources/examples/gb300-two-tenants.scalescope.json",
           pathlib.Path(source_dir) / "resources/examples/gb300-nvl72-rack.scalescope.json",
           pathlib.Path(source_dir) / "resources/examples/dgx-b200-9.scalescope.json",
           pathlib.Path(source_dir) / "resources/examples/fat-tree-jobs.scalescope.json",
           pathlib.Path(source_dir) / "tests/data/catalog/dgx-h100-own-catalog.scalescope.json"]
for name, args in {
    "generated": ["--preset", "gb300-nvl72", "--racks", "2", "--nic", "400G", "--fabric", "rail-optimized",
                  "--oversubscription", "2", "--storage", "3", "--ib-switch", "QM9700"],
    "expanded": ["--preset", "dgx-a100", "--nodes", "2", "--expand"],
    "roce": ["--preset", "dgx-h100", "--nodes", "2", "--network", "roce", "--eth-switch", "SN4700"],
    "roce-expanded": ["--preset", "dgx-h100", "--nodes", "1", "--network", "roce-v1", "--expand"],
}.items():
    out = work / f"{name}.scalescope.json"
    subprocess.run([scalescope, "new", *args, "-o", str(out)], check=True, capture_output=True)
    designs.append(out)

# Imported designs: every device, group and link spelled out, NIC models in the design's own catalog.
for name, sample in {
    "imported-nccl-xml": "tests/data/samples/nccl-topo-xml/ibm-cloud-docs-vpc_h100-8gpu-8nic.xml",
    "imported-topo-m": "tests/data/samples/nvidia-smi-topo/gengwg-cheatsheets_DGX-A100.txt",
}.items():
    out = work / f"{name}.scalescope.json"
    subprocess.run([scalescope, "import", str(pathlib.Path(source_dir) / sample), "-o", str(out)], check=True,
                   capture_output=True)
    designs.append(out)

# Devices set by hand: the reader takes them, and so must the schema.
overridden = work / "overrides.scalescope.json"
subprocess.run([scalescope, "new", "--preset", "dgx-h100", "--nodes", "1", "-o", str(overridden)], check=True,
               capture_output=True)
design = json.loads(overridden.read_text())
design["jobs"] = [{"name": "all", "ranks": "all", "collective": "all_reduce", "size": "1G", "algorithm": "auto",
                   "fidelity": "flow"}, {"name": "node", "ranks": "node0", "collective": "alltoall", "size": "64M"},
                  {"name": "hashed", "collective": "all_reduce", "size": "1G", "routing": "ecmp",
                   "qps_per_connection": 8, "nvls": False}]
design["training_jobs"] = [{"name": "hashed training", "model": "llama3-8b", "tp": 8, "dp": 1, "fidelity": "flow",
                            "qps_per_connection": 8}]
design["overrides"] = {"node0/nic0": {"model": "ConnectX-7", "lid": 77, "guid": "0x0c42a103000000ff",
                                      "pci": "0000:69:00.0"}}
overridden.write_text(json.dumps(design))
subprocess.run([scalescope, "validate", str(overridden)], check=True, capture_output=True)
designs.append(overridden)

failed = 0
for design in designs:
    errors = list(validator.iter_errors(json.loads(design.read_text())))
    for error in errors[:5]:
        print(f"{design}: /{'/'.join(map(str, error.absolute_path))}: {error.message}")
    failed += bool(errors)
    print(f"{design.name}: {'invalid' if errors else 'valid'}")

# A schema that accepted anything would pass the above: it must refuse what the reader refuses.
for bad in ({"format": "scalescope"}, {"format": "scalescope", "version": 1, "colour": "blue"},
            {"format": "scalescope", "version": 1, "links": [{"a": "x:1", "b": "y:1", "tier": "warp", "bandwidth": "1G"}]},
            {"format": "scalescope", "version": 1, "overrides": {"gpu": {}}},
            {"format": "scalescope", "version": 1, "jobs": [{"name": "x", "collective": "all_shuffle", "size": "1G"}]},
            {"format": "scalescope", "version": 1, "overrides": {"gpu": {"ip": "10.0.0.300"}}}):
    if validator.is_valid(bad):
        print(f"schema accepts a bad design: {bad}")
        failed += 1
# Names with control characters: the reader refuses them, and so must the schema.
for broken in ("name-with-escape", "name-with-nul", "name-with-bidi-override", "override-key-with-newline",
               "catalog-id-with-control", "description-with-escape"):
    bad = json.loads((pathlib.Path(source_dir) / "tests/data/broken" / f"{broken}.json").read_text())
    if validator.is_valid(bad):
        print(f"schema accepts tests/data/broken/{broken}.json")
        failed += 1
# Stories: what the reader refuses without the design expanded, the schema refuses too.
for broken in ("story-unknown-key", "story-bad-annotation-kind", "story-bad-colour", "story-arrow-without-end",
               "story-bad-point", "story-camera-zero-size", "story-negative-time", "story-absolute-design",
               "story-design-climbs-out", "story-bad-tier", "story-bad-language", "story-caption-with-escape"):
    bad = json.loads((pathlib.Path(source_dir) / "tests/data/broken" / f"{broken}.json").read_text())
    if validator.is_valid(bad):
        print(f"schema accepts tests/data/broken/{broken}.json")
        failed += 1
sys.exit(1 if failed else 0)
