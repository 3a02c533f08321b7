#!/usr/bin/env python3
"""The built-in lessons (resources/lessons/NN-<slug>.lesson.scalescope.json) hold what they promise.

Each lesson is a design file with exactly one story of 4 to 8 scenes. Every title and caption is
in English and Simplified Chinese, a caption two or three sentences; every design a scene names
exists beside the lesson or among the examples and passes `scalescope validate`; every job a scene
names is saved in that design and runs, and the simulated time shown lies inside its run; every
device selected and rack collapsed exists; every annotation is of a known kind and colour and
points inside the design's drawing.

usage: check-lessons.py SCALESCOPE SOURCE_DIR WORK_DIR
"""
import json
import pathlib
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

scalescope, source_dir, work_dir = sys.argv[1:4]
source = pathlib.Path(source_dir)
lessons_dir = source / "resources/lessons"
examples_dir = source / "resources/examples"
work = pathlib.Path(work_dir)
work.mkdir(parents=True, exist_ok=True)

# The agreed format (core/design/Story.h): the keys of a scene, the tiers as ViewState names them
# (core/model/Names.cpp), the annotation kinds and the theme's colours (kAnnotationColours).
SCENE_KEYS = {"title", "caption", "design", "camera", "hidden_tiers", "collapsed_racks", "selection", "job",
              "time_us", "annotations"}
TIERS = {"nvlink", "nvlink_c2c", "pcie", "infiniband", "ethernet"}
KINDS = {"arrow", "text", "frame"}
COLOURS = {"accent", "red", "orange", "yellow", "green", "blue", "purple", "grey"}
LANGUAGES = ("en", "zh")
MIN_SCENES, MAX_SCENES = 4, 8

problems = []


def problem(file, pointer, message):
    problems.append(f"{file.relative_to(source)}: {pointer}: {message}")


def run(args):
    return subprocess.run([scalescope, *map(str, args)], capture_output=True, text=True,
                          env={"SCALESCOPE_CATALOG": "", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"})


def sentences(text, language):
    """How many sentences a caption has: English ones end in . ! ? before a space or the end
    (a decimal point or "e.g." is not an end), Chinese ones in 。！？."""
    if language == "zh":
        return len(re.findall(r"[。！？]", text))
    return len(re.findall(r"[.!?](?=\s|$)", text))


class DesignFacts:
    """What a design holds, read once: its jobs, its devices and racks by name with where each is
    drawn (from the draw.io export, whose coordinates are the canvas's scene units), and its
    drawing's size."""

    def __init__(self, path, text):
        self.path = path
        self.data = json.loads(text)
        self.jobs = {job["name"]: job for job in self.data.get("jobs", [])}
        self.training_jobs = {job["name"]: job for job in self.data.get("training_jobs", [])}
        self.run_times_us = {}
        out = work / (path.name + ".drawio")
        exported = run(["export", path, "--format", "drawio", "-o", out])
        if exported.returncode != 0:
            raise RuntimeError(f"{path}: export --format drawio failed: {exported.stderr.strip()}")
        model = ElementTree.parse(out).getroot().find("diagram/mxGraphModel")
        self.width = float(model.get("pageWidth"))
        self.height = float(model.get("pageHeight"))
        self.devices, self.racks = set(), set()
        for element in model.find("root"):
            cell = element if element.tag == "mxCell" else element.find("mxCell")
            if element.tag == "object":
                self.devices.add(element.get("name"))
            elif cell.get("vertex") == "1" and cell.get("parent") == "1":
                self.racks.add(element.get("value"))

    def run_time_us(self, name):
        """The simulated time a saved job's run takes (a training job: one iteration), or None
        with the problem when it does not run."""
        if name in self.run_times_us:
            return self.run_times_us[name]
        if name in self.jobs:
            job = self.jobs[name]
            args = ["simulate", self.path, "--collective", job["collective"], "--size", job["size"], "--json"]
            for key, option in (("ranks", "--ranks"), ("algorithm", "--algo"), ("fidelity", "--fidelity"),
                                ("routing", "--routing")):
                if key in job:
                    args += [option, job[key]]
            if job.get("gpu_direct") is False:
                args.append("--no-gdr")
            result = run(args)
            time = json.loads(result.stdout)["time_us"] if result.returncode == 0 else None
        else:
            result = run(["train", self.path, "--job", name, "--json"])
            time = json.loads(result.stdout)["iteration_ms"] * 1000 if result.returncode == 0 else None
        self.run_times_us[name] = (time, result.stderr.strip())
        return self.run_times_us[name]


designs = {}


def design_facts(path):
    """The facts of a design file, validated first. A lesson's own design is validated without its
    stories while `scalescope validate` does not read them yet."""
    path = path.resolve()
    if path not in designs:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text)
        checked = path
        if "stories" in data and "stories" in run(["validate", path]).stderr:
            checked = work / path.name
            checked.write_text(json.dumps({k: v for k, v in data.items() if k != "stories"}), encoding="utf-8")
        result = run(["validate", checked])
        if result.returncode != 0:
            problem(path, "", "scalescope validate refuses it: " + result.stderr.strip())
            designs[path] = None
        else:
            designs[path] = DesignFacts(checked, text)
    return designs[path]


def check_text(file, pointer, value, caption):
    if not isinstance(value, dict):
        problem(file, pointer, "is not an object of language code to text")
        return
    for language in LANGUAGES:
        text = value.get(language)
        if not isinstance(text, str) or not text.strip():
            problem(file, f"{pointer}/{language}", "is missing or empty")
        elif caption and not 2 <= sentences(text, language) <= 3:
            problem(file, f"{pointer}/{language}",
                    f"has {sentences(text, language)} sentences, not two or three: {text}")


def check_point(file, pointer, point, facts):
    if not (isinstance(point, list) and len(point) == 2 and all(isinstance(v, (int, float)) for v in point)):
        problem(file, pointer, f"is not an [x, y] point: {point!r}")
    elif facts and not (0 <= point[0] <= facts.width and 0 <= point[1] <= facts.height):
        problem(file, pointer, f"{point} lies outside the drawing (0..{facts.width:g}, 0..{facts.height:g})")


def check_annotations(file, pointer, annotations, facts):
    for a, annotation in enumerate(annotations):
        at = f"{pointer}/{a}"
        unknown = set(annotation) - {"kind", "from", "to", "text", "colour"}
        if unknown:
            problem(file, at, f"unknown keys {sorted(unknown)}")
        kind = annotation.get("kind")
        if kind not in KINDS:
            problem(file, f"{at}/kind", f"is {kind!r}, not one of {sorted(KINDS)}")
        if annotation.get("colour", "accent") not in COLOURS:
            problem(file, f"{at}/colour", f"is {annotation.get('colour')!r}, not one of {sorted(COLOURS)}")
        check_point(file, f"{at}/from", annotation.get("from"), facts)
        if kind in ("arrow", "frame"):
            check_point(file, f"{at}/to", annotation.get("to"), facts)
        if kind == "text" and not str(annotation.get("text", "")).strip():
            problem(file, f"{at}/text", "a text box without text")


def check_scene(file, pointer, scene, facts, design_path):
    unknown = set(scene) - SCENE_KEYS
    if unknown:
        problem(file, pointer, f"unknown keys {sorted(unknown)}")
    check_text(file, f"{pointer}/title", scene.get("title"), False)
    check_text(file, f"{pointer}/caption", scene.get("caption"), True)
    if facts is None:
        return
    camera = scene.get("camera")
    if camera is not None:
        if set(camera) != {"x", "y", "width", "height"} or camera["width"] <= 0 or camera["height"] <= 0:
            problem(file, f"{pointer}/camera", f"is not a rectangle of positive size: {camera}")
    for tier in scene.get("hidden_tiers", []):
        if tier not in TIERS:
            problem(file, f"{pointer}/hidden_tiers", f"{tier!r} is not one of {sorted(TIERS)}")
    for rack in scene.get("collapsed_racks", []):
        if rack not in facts.racks:
            problem(file, f"{pointer}/collapsed_racks", f"{design_path.name} has no rack named {rack!r}")
    for device in scene.get("selection", []):
        if device not in facts.devices:
            problem(file, f"{pointer}/selection", f"{design_path.name} has no device named {device!r}")
    job = scene.get("job")
    if job is not None:
        if job not in facts.jobs and job not in facts.training_jobs:
            problem(file, f"{pointer}/job", f"{design_path.name} saves no job named {job!r}")
        else:
            time, error = facts.run_time_us(job)
            if time is None:
                problem(file, f"{pointer}/job", f"{job!r} does not run: {error}")
            elif not 0 <= scene.get("time_us", 0) <= time:
                problem(file, f"{pointer}/time_us", f"{scene['time_us']} lies outside the run of {job!r} "
                        f"(0 to {time:g} us)")
    elif "time_us" in scene:
        problem(file, f"{pointer}/time_us", "a simulated time without a job")
    check_annotations(file, f"{pointer}/annotations", scene.get("annotations", []), facts)


def scene_design(file, pointer, scene):
    if "design" not in scene:
        return file
    path = (file.parent / scene["design"]).resolve()
    if path.parent not in (lessons_dir.resolve(), examples_dir.resolve()):
        problem(file, f"{pointer}/design", f"{scene['design']} is neither beside the lesson nor an example")
        return None
    if not path.is_file():
        problem(file, f"{pointer}/design", f"{scene['design']} does not exist")
        return None
    return path


def check_lesson(file):
    data = json.loads(file.read_text(encoding="utf-8"))
    if data.get("format") != "scalescope" or data.get("version") != 1:
        problem(file, "", "is not a scalescope design file of version 1")
    design_facts(file)
    stories = data.get("stories", [])
    if len(stories) != 1:
        problem(file, "/stories", f"holds {len(stories)} stories, not the one lesson")
        return
    story = stories[0]
    if set(story) - {"name", "description", "scenes"}:
        problem(file, "/stories/0", f"unknown keys {sorted(set(story) - {'name', 'description', 'scenes'})}")
    if not str(story.get("name", "")).strip():
        problem(file, "/stories/0/name", "a lesson without a name")
    check_text(file, "/stories/0/description", story.get("description"), False)
    scenes = story.get("scenes", [])
    if not MIN_SCENES <= len(scenes) <= MAX_SCENES:
        problem(file, "/stories/0/scenes", f"{len(scenes)} scenes, not {MIN_SCENES} to {MAX_SCENES}")
    for s, scene in enumerate(scenes):
        pointer = f"/stories/0/scenes/{s}"
        path = scene_design(file, pointer, scene)
        facts = design_facts(path) if path else None
        check_scene(file, pointer, scene, facts, path)


lessons = sorted(lessons_dir.glob("*.lesson.scalescope.json"))
numbers = [re.match(r"(\d\d)-[a-z0-9-]+\.lesson\.scalescope\.json$", f.name) for f in lessons]
for file, number in zip(lessons, numbers):
    if not number:
        problem(file, "", "is not named NN-<slug>.lesson.scalescope.json")
found = sorted(int(n.group(1)) for n in numbers if n)
if found != list(range(1, 11)):
    problems.append(f"resources/lessons: lessons numbered {found}, not 01 to 10")
for file in lessons:
    check_lesson(file)
# Every design beside the lessons is one a lesson shows.
shown = {path for path, facts in designs.items()}
for file in sorted(lessons_dir.glob("*.scalescope.json")):
    if file.resolve() not in shown:
        problem(file, "", "no lesson shows this design")

for line in problems:
    print(line, file=sys.stderr)
print(f"check-lessons: {len(lessons)} lessons, {len(designs)} designs, "
      f"{sum(len(f.run_times_us) for f in designs.values() if f)} jobs run, {len(problems)} problems")
sys.exit(1 if problems else 0)
