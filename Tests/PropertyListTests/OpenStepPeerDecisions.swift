/// Where this package's OpenStep reader and the Python peers (openstep-plist, a Cython port of
/// CoreFoundation's CFOldStylePList.c, and openstep_parser) read the peer suites' old-style
/// cases and the corpus pbxproj files differently, each with its reason.
/// Benchmarks/openstep_agreement.py (run by .ci/run) fails on a difference not listed here and
/// on a listed one that no longer differs; OpenStepConformanceTests checks our side of each.
enum OpenStepPeerDecisions {
  struct Decision {
    var peer: String
    var outcome: String
    var reason: String
    var files: [String]
  }

  static let decisions: [Decision] = [
    Decision(
      peer: "openstep-plist", outcome: "ours-refuses",
      reason:
        "A file of zero bytes is refused, as CoreFoundation refuses it (CFPropertyList.c: Cannot parse a NULL or zero-length data); openstep-plist reads an empty dictionary. White space alone is an empty dictionary on every side.",
      files: [
        "conformance/go-plist/strings_empty_text_document.strings",
        "conformance/swift-foundation/empty.plist",
        "conformance/swift-corelibs-foundation/empty.plist",
        "conformance/plist.js/parse_32_ensure_empty_strings_arent_valid_plist.plist",
      ]),
    Decision(
      peer: "openstep-plist", outcome: "ours-refuses",
      reason:
        "An unclosed /* comment is refused with its place; CoreFoundation (advanceToNonSpace) and openstep-plist skip to the end of the file and read what came before.",
      files: [
        "conformance/dd-plist/github-issue73-5.plist"
      ]),
    Decision(
      peer: "openstep-plist", outcome: "value-differs",
      reason:
        "openstep-plist reads the octal escape \\0 just before the closing quote as a quote (its reading of the digits runs past the string); CoreFoundation reads U+0000, as Apple's expected file for this swift-foundation test says and as we do.",
      files: [
        "conformance/swift-foundation/oldstyle_slashed_octal.strings"
      ]),
    Decision(
      peer: "openstep_parser", outcome: "peer-refuses",
      reason:
        "openstep_parser reads only a braced dictionary (a pbxproj); CoreFoundation reads a document that starts with a string as a strings file (dictionary content without braces, __CFCreateOldStylePropertyListOrStringsFile), and white space alone as an empty dictionary, as we do.",
      files: [
        "conformance/libplist/test.strings",
        "conformance/go-plist/strings_legacy_strings_file_format_no_dictionary.strings",
        "conformance/go-plist/strings_strings_file_shortcut_format_no_values.strings",
        "conformance/go-plist/strings_text_document_consisting_of_only_whitesp.strings",
        "conformance/go-plist/strings_escape_W.strings",
        "conformance/go-plist/strings_escape_A.strings",
        "conformance/go-plist/strings_escape_B.strings",
        "conformance/go-plist/strings_escape_V.strings",
        "conformance/go-plist/strings_escape_F.strings",
        "conformance/go-plist/strings_escape_T.strings",
        "conformance/go-plist/strings_escape_R.strings",
        "conformance/go-plist/strings_escape_N.strings",
        "conformance/go-plist/strings_escape_Hex1.strings",
        "conformance/go-plist/strings_escape_Unicode1.strings",
        "conformance/go-plist/strings_escape_Unicode2.strings",
        "conformance/go-plist/strings_escape_Octal1.strings",
        "conformance/swift-foundation/oldstyle_slashed_octal.strings",
        "conformance/swift-foundation/oldstyle_slashed_unicode.strings",
        "conformance/swift-foundation/oldstyle_literal_0.strings",
        "conformance/swift-foundation/oldstyle_literal_1.strings",
        "conformance/swift-foundation/oldstyle_literal_2.strings",
        "conformance/swift-foundation/oldstyle_literal_3.strings",
        "conformance/swift-foundation/oldstyle_literal_4.strings",
        "conformance/swift-foundation/oldstyle_literal_5.strings",
        "conformance/swift-foundation/oldstyle_literal_6.strings",
        "conformance/swift-foundation/oldstyle_literal_7.strings",
        "conformance/swift-foundation/oldstyle_literal_8.strings",
        "conformance/swift-foundation/oldstyle_stringsFileFormat_utf16.strings",
        "conformance/swift-foundation/oldstyle_comments_utf16.strings",
      ]),
    Decision(
      peer: "openstep_parser", outcome: "value-differs",
      reason:
        "openstep_parser keeps a backslash before a character that is not one of its few escapes; CoreFoundation's getSlashedChar reads any other escaped character as itself (Worl\\d is World), as we do. dd-plist refuses the file.",
      files: [
        "conformance/dd-plist/github-issue88.plist"
      ]),
    Decision(
      peer: "openstep_parser", outcome: "value-differs",
      reason:
        "openstep_parser turns an escaped backslash followed by n into a newline (it replaces escapes in the text one table entry at a time); CoreFoundation reads a backslash and an n, as openstep-plist and we do.",
      files: [
        "corpus/projects/duckduckgo__iOS/DuckDuckGo-iOS.xcodeproj/project.pbxproj"
      ]),
  ]
}
