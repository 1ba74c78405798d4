; Tapete's Windows installer (NSIS 3, Modern UI 2): per user, no administrator prompt.
;
; Built by packaging/windows/build.py, which passes the defines below, with Debian's
; makensis (run it with -NOCD; every path is given absolute):
;   VERSION   the version from pyproject.toml (0.1.0)
;   VERSION4  the same in the four numbers Windows' file properties want (0.1.0.0)
;   BUNDLE    the frozen one-dir bundle (the folder holding tapete.exe and _internal)
;   OUTFILE   the installer to write
;   ICON      resources/icons/tapete.ico
;   TARGET    (optional) amd64-unicode, the default; x86-unicode where makensis has no
;             64-bit stubs (the official Windows build of NSIS)
;
; It installs into %LOCALAPPDATA%\Programs\Tapete, adds a Start menu entry (and, if asked
; on the last page, one on the desktop) and registers its uninstaller in Windows' Apps
; list (HKCU). The uninstaller removes exactly what the installer put there. The player's
; scoreboard, saved games and settings are not the program's: they live in the user data
; folder (%LOCALAPPDATA%\Tapete) and in the registry key Qt keeps settings in
; (HKCU\Software\Tapete), and uninstalling keeps them, as its first page says.

!ifndef VERSION | VERSION4 | BUNDLE | OUTFILE | ICON
  !error "Build with packaging/windows/build.py (VERSION, VERSION4, BUNDLE, OUTFILE and ICON are needed)"
!endif
!ifndef TARGET
  !define TARGET amd64-unicode
!endif

Unicode true
Target ${TARGET}
ManifestDPIAware true
ManifestSupportedOS all
RequestExecutionLevel user
SetCompressor /SOLID lzma
SetCompressorDictSize 64

!define APP "Tapete"
!define EXE "tapete.exe"
!define UNINSTALLER "uninstall.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Tapete"

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
; A reinstall or an update goes where the last one went.
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey /LANG=0 "ProductName" "${APP}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP} ${VERSION} installer"
VIAddVersionKey /LANG=0 "CompanyName" "The Tapete authors"
VIAddVersionKey /LANG=0 "LegalCopyright" "The Tapete authors, MIT licence"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
; Our own pictures (packaging/make_icons.py draws them at twice their size: sharp at 200 %)
!define MUI_WELCOMEFINISHPAGE_BITMAP "${__FILEDIR__}\welcome.bmp"
!define MUI_HEADERIMAGE
!define MUI_HEADERIMAGE_RIGHT
!define MUI_HEADERIMAGE_BITMAP "${__FILEDIR__}\header.bmp"
!define MUI_ABORTWARNING
; The language chosen at the start is remembered for the uninstaller, under the key the
; uninstaller deletes (nothing of the installer's stays behind).
!define MUI_LANGDLL_REGISTRY_ROOT HKCU
!define MUI_LANGDLL_REGISTRY_KEY "${UNINSTALL_KEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "Installer Language"
!define MUI_LANGDLL_ALLLANGUAGES

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!define MUI_FINISHPAGE_SHOWREADME ""
!define MUI_FINISHPAGE_SHOWREADME_NOTCHECKED
!define MUI_FINISHPAGE_SHOWREADME_TEXT "$(DesktopShortcut)"
!define MUI_FINISHPAGE_SHOWREADME_FUNCTION MakeDesktopShortcut
!insertmacro MUI_PAGE_FINISH

!define MUI_UNCONFIRMPAGE_TEXT_TOP "$(DataKept)"
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The first language is the default where Windows speaks none of the four.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Spanish"
!insertmacro MUI_LANGUAGE "PortugueseBR"
!insertmacro MUI_LANGUAGE "Italian"
!insertmacro MUI_RESERVEFILE_LANGDLL

LangString DesktopShortcut ${LANG_ENGLISH} "Put a shortcut to Tapete on the desktop"
LangString DesktopShortcut ${LANG_SPANISH} "Poner un acceso directo a Tapete en el escritorio"
LangString DesktopShortcut ${LANG_PORTUGUESEBR} "Colocar um atalho do Tapete na área de trabalho"
LangString DesktopShortcut ${LANG_ITALIAN} "Metti un collegamento a Tapete sul desktop"

LangString ShortcutComment ${LANG_ENGLISH} "Card games from Spain, Italy, Brazil and the River Plate"
LangString ShortcutComment ${LANG_SPANISH} "Juegos de cartas de España, Italia, Brasil y el Río de la Plata"
LangString ShortcutComment ${LANG_PORTUGUESEBR} "Jogos de cartas da Espanha, Itália, Brasil e do Rio da Prata"
LangString ShortcutComment ${LANG_ITALIAN} "Giochi di carte di Spagna, Italia, Brasile e Río de la Plata"

LangString DataKept ${LANG_ENGLISH} "Tapete will be removed from this computer. Your scoreboard, saved games and settings are kept: they are in $LOCALAPPDATA\Tapete, not in the program's folder. Delete that folder yourself if you want them gone."
LangString DataKept ${LANG_SPANISH} "Tapete se quitará de este equipo. Tu marcador, tus partidas guardadas y tus ajustes se conservan: están en $LOCALAPPDATA\Tapete, no en la carpeta del programa. Borra tú esa carpeta si quieres eliminarlos."
LangString DataKept ${LANG_PORTUGUESEBR} "O Tapete será removido deste computador. Seu placar, seus jogos salvos e suas configurações são mantidos: estão em $LOCALAPPDATA\Tapete, não na pasta do programa. Apague você mesmo essa pasta se quiser removê-los."
LangString DataKept ${LANG_ITALIAN} "Tapete verrà rimosso da questo computer. Il tuo segnapunti, le partite salvate e le impostazioni restano: sono in $LOCALAPPDATA\Tapete, non nella cartella del programma. Elimina tu quella cartella se vuoi cancellarli."

LangString StillRunning ${LANG_ENGLISH} "Tapete is running. Close it, then choose Retry."
LangString StillRunning ${LANG_SPANISH} "Tapete está abierto. Ciérralo y pulsa Reintentar."
LangString StillRunning ${LANG_PORTUGUESEBR} "O Tapete está aberto. Feche-o e escolha Repetir."
LangString StillRunning ${LANG_ITALIAN} "Tapete è aperto. Chiudilo, poi scegli Riprova."

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

; The program's own files only: a folder chosen by hand may hold other things.
!macro RemoveProgramFiles un
  Function ${un}RemoveProgramFiles
    retry:
      ClearErrors
      Delete "$INSTDIR\${EXE}"
      ${If} ${Errors}
      ${AndIf} ${FileExists} "$INSTDIR\${EXE}"
        MessageBox MB_RETRYCANCEL|MB_ICONEXCLAMATION "$(StillRunning)" /SD IDCANCEL IDRETRY retry
        Abort
      ${EndIf}
      RMDir /r "$INSTDIR\_internal"
  FunctionEnd
!macroend
!insertmacro RemoveProgramFiles ""
!insertmacro RemoveProgramFiles "un."

Function MakeDesktopShortcut
  CreateShortcut "$DESKTOP\${APP}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0 SW_SHOWNORMAL "" "$(ShortcutComment)"
FunctionEnd

Section "Tapete" SecMain
  SectionIn RO
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  ; An update replaces the program whole: no file of an older version stays.
  Call RemoveProgramFiles
  File /r "${BUNDLE}\*"
  WriteUninstaller "$INSTDIR\${UNINSTALLER}"

  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0 SW_SHOWNORMAL "" "$(ShortcutComment)"

  ; Windows' Apps list (Settings > Apps, and Programs and Features), for this user.
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "The Tapete authors"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" "$\"$INSTDIR\${UNINSTALLER}$\""
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" "$\"$INSTDIR\${UNINSTALLER}$\" /S"
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Call un.RemoveProgramFiles
  Delete "$INSTDIR\${UNINSTALLER}"
  RMDir "$INSTDIR"  ; only if empty: nothing the player put there is deleted
  RMDir "$LOCALAPPDATA\Programs"  ; made by the installer if no other program had; if empty
  Delete "$SMPROGRAMS\${APP}.lnk"
  Delete "$DESKTOP\${APP}.lnk"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
