"""dmgbuild settings for the macOS disk image (not built on this project's CI: see README,
"Building a release"): the app beside a link to /Applications, to drag it across."""

# dmgbuild runs this file with `defines` and reads the names below
application = "build/release/dist/carc-assist.app"
files = [application]
symlinks = {"Applications": "/Applications"}
badge_icon = None
icon_locations = {"carc-assist.app": (140, 120), "Applications": (500, 120)}
window_rect = ((100, 100), (640, 280))
format = "UDZO"
