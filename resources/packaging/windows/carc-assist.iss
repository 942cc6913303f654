; Inno Setup 6 script for the Windows installer (not built on this project's CI: see README,
; "Building a release"). Run from the checkout after .ci\release.py:
;   iscc /DAppVersion=<version> resources\packaging\windows\carc-assist.iss
; (<version> as `carc-assist --version` prints it: carc_assist/__init__.py holds it.)
#define Root "..\..\.."
#define Bundle Root + "\build\release\dist\carc-assist"

[Setup]
AppId={{6C3F2E55-4B1D-4C9B-9E1A-CA2C0A551570}
AppName=carc-assist
AppVersion={#AppVersion}
DefaultDirName={autopf}\carc-assist
DefaultGroupName=carc-assist
OutputDir={#Root}\dist
OutputBaseFilename=carc-assist-{#AppVersion}-setup
LicenseFile={#Root}\resources\packaging\LICENSE
ChangesAssociations=yes
PrivilegesRequiredOverridesAllowed=dialog
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "nl"; MessagesFile: "compiler:Languages\Dutch.isl"

[Files]
Source: "{#Bundle}\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\carc-assist"; Filename: "{app}\carc-assist.exe"
Name: "{group}\Uninstall carc-assist"; Filename: "{uninstallexe}"

[Registry]
Root: HKA; Subkey: "Software\Classes\.carc"; ValueType: string; ValueName: ""; ValueData: "carc-assist.game"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\carc-assist.game"; ValueType: string; ValueName: ""; ValueData: "carc-assist game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\carc-assist.game\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\carc-assist.exe,0"
Root: HKA; Subkey: "Software\Classes\carc-assist.game\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\carc-assist.exe"" ""%1"""

[Run]
Filename: "{app}\carc-assist.exe"; Description: "Start carc-assist"; Flags: nowait postinstall skipifsilent
