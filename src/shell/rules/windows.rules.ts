// Windows and macOS specifics (the bash grammar drops unquoted backslashes, so `C:\Windows`
// arrives as `C:Windows`; patterns accept both): ransomware preparation, credential dumping from LSASS/SAM,
// destructive Windows commands, macOS privacy-database tampering. Executables are already
// lowercased with `.exe` stripped (`Remove-Item` → `remove-item`).
import type { ShellRuleSpec } from "./rule";
import { ANY } from "./common";

export const PLATFORM_RULES: ShellRuleSpec[] = [
  { id: "shell.win.recovery-destroy", description: "deletes shadow copies / backups or disables recovery", taxonomy: "destructive-ops/system-management/backup-recovery-destruction", decision: "block", intent: "file-delete",
    exe: ["vssadmin", "wbadmin", "bcdedit", "wmic", "powershell", "pwsh", "get-wmiobject", "get-ciminstance", "diskshadow", "tmutil"],
    pattern: `(?:vssadmin${ANY}delete shadows|wbadmin${ANY}delete (?:catalog|systemstatebackup|backup)|bcdedit${ANY}(?:recoveryenabled no|bootstatuspolicy ignoreallfailures)|shadowcopy${ANY}delete|win32_shadowcopy${ANY}(?:delete|remove)|diskshadow${ANY}delete|tmutil (?:delete|disable))`,
    mustMatch: ["vssadmin delete shadows /all /quiet", "wmic shadowcopy delete", "bcdedit /set {default} recoveryenabled No"], mustNotMatch: ["vssadmin list shadows"] },
  { id: "shell.win.credential-dump", description: "dumps LSASS memory or the SAM/SECURITY hives", taxonomy: "credential-exposure/password-db-access/system-shadow-read", decision: "block", intent: "credential-access",
    exe: ["procdump", "procdump64", "rundll32", "reg", "esentutl", "ntdsutil", "powershell", "pwsh", "copy", "comsvcs", "vssadmin", "mimikatz", "pypykatz", "lsassy"],
    pattern: `(?:lsass|comsvcs(?:\\.dll)?[, ]{1,3}#?(?:minidump|24)|reg (?:save|export) ${ANY}hklm[\\\\/]?(?:sam|security|system)(?: |$|\\\\)|ntdsutil${ANY}ifm|ntds\\.dit|esentutl${ANY}(?:sam|ntds|system32/config)|^(?:mimikatz|pypykatz|lsassy)(?: |$))`,
    mustMatch: ["procdump -ma lsass.exe lsass.dmp", "reg save HKLM\\SAM sam.hive", "rundll32 C:\\windows\\system32\\comsvcs.dll, MiniDump 624 C:\\t\\l.dmp full"], mustNotMatch: ["reg query HKLM\\Software\\X"] },
  { id: "shell.win.destructive", description: "recursive delete or format of a Windows system drive/folder", taxonomy: "destructive-ops/fs-destruction/system-directory-delete", decision: "block", intent: "file-delete",
    exe: ["remove-item", "rm", "rmdir", "rd", "del", "erase", "format", "cipher", "diskpart", "clear-disk", "format-volume", "powershell", "pwsh", "cmd"],
    pattern: `(?:(?:remove-item|rmdir|rd|del|erase|rm)${ANY}(?:-recurse|/s|-r)${ANY}[a-z]:[\\\\/]?(?:windows|program files|users)?[\\\\/]?\\*?(?: |$|")|^format [a-z]:|^cipher /w:|clear-disk|format-volume${ANY}-driveletter [a-z](?: |$)|^diskpart)`,
    mustMatch: ["Remove-Item -Recurse -Force C:\\", "rd /s /q C:\\Windows", "format C: /q"], mustNotMatch: ["Remove-Item -Recurse -Force .\\build", "rd /s /q dist"] },
  { id: "shell.win.defender-off", description: "disables Microsoft Defender or adds broad exclusions", taxonomy: "unauthorized-execution/defense-evasion/security-control-disable", decision: "block", intent: "system-change",
    exe: ["set-mppreference", "add-mppreference", "powershell", "pwsh", "reg", "sc"],
    pattern: `(?:disablerealtimemonitoring \\$?true|disableioavprotection \\$?true|add-mppreference${ANY}-exclusion(?:path|process|extension)|reg add ${ANY}windows defender${ANY}disableantispyware|sc (?:stop|config) windefend)`, mustMatch: ["Set-MpPreference -DisableRealtimeMonitoring $true", "Add-MpPreference -ExclusionPath C:\\"], mustNotMatch: ["Get-MpPreference"] },
  { id: "shell.mac.tcc-tamper", description: "reads or edits the macOS privacy (TCC) database", taxonomy: "privilege-escalation/macos/tcc-database-tamper", decision: "block", intent: "privilege-escalation",
    keywords: ["tcc.db", "tccutil"], pattern: "(?:com\\.apple\\.TCC/TCC\\.db|^tccutil reset)", mustMatch: ["sqlite3 ~/Library/Application Support/com.apple.TCC/TCC.db 'select * from access'", "tccutil reset All"], mustNotMatch: ["sqlite3 app.db '.tables'"] },
];
