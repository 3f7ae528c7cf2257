/// The inputs of the peer test suites on which this package deliberately differs from the
/// suite's expectation, each with its reason. `ConformanceTests` fails on any other difference,
/// and on an entry here that no longer differs.
enum ConformanceDecisions {
  static let all: [String: String] = {
    var all: [String: String] = [:]
    for (reason, files) in decisions { for file in files { all[file] = reason } }
    return all
  }()

  static let decisions: [(String, [String])] = [
    (
      "UID objects (0x8_) belong to NSKeyedArchiver archives, not to property lists an app's Info.plist or store can hold; refused with a clear error (plistlib, go-plist and Foundation's keyed unarchiver read them).",
      [
        "cpython/keyed_archive.bplist",
        "go-plist/common_cf_keyed_archiver_uid_as_legacy_int.bplist",
        "go-plist/common_cf_keyed_archiver_uid_struct.bplist",
        "go-plist/common_cf_keyed_archiver_uids_interface.bplist",
        "libplist/uid.bplist",
        "node-bplist-parser/uid.bplist",
        "rust-plist/binary_NSKeyedArchiver.bplist",
        "swift-corelibs-foundation/NSKeyedUnarchiver-ComplexTest.bplist",
        "swift-foundation/uid_array.bplist",
      ]
    ),
    (
      "A binary object that contains itself is refused as a cycle; plistlib builds a cyclic Python structure, which no Info.plist can mean.",
      [
        "cpython/cycle_dict.bplist",
        "cpython/cycle_list.bplist",
      ]
    ),
    (
      "A binary date is any finite double, as CoreFoundation reads it; plistlib refuses these only because Python's datetime cannot hold them. The XML writer refuses what XML cannot say.",
      [
        "cpython/invalid_binary_36_too_large_datetime_datetime_overflow.bplist",
        "cpython/invalid_binary_37_too_large_datetime_timedelta_overflow.bplist",
      ]
    ),
    (
      "The null and fill markers (0x00, 0x0F) are not property-list values (Apple's writer never emits them); refused.",
      [
        "cpython/load_singleton_fill.bplist",
        "cpython/load_singleton_null.bplist",
      ]
    ),
    (
      "A root element other than <plist> is refused: Xcode always writes <plist>, and an Info.plist without it is a mistake worth an error. Foundation reads the bare value; this package says plainly that it does not.",
      [
        "dd-plist/issue30.plist",
        "swift-foundation/cdata_section.plist",
        "swift-foundation/int_edge_0x7f.plist",
        "swift-foundation/int_edge_0x7fff.plist",
        "swift-foundation/int_edge_0x7fffffff.plist",
        "swift-foundation/int_edge_0x7fffffffffffffff.plist",
        "swift-foundation/int_edge_127.plist",
        "swift-foundation/int_edge_18446744073709551615.plist",
        "swift-foundation/int_edge_2147483647.plist",
        "swift-foundation/int_edge_255.plist",
        "swift-foundation/int_edge_32767.plist",
        "swift-foundation/int_edge_4294967295.plist",
        "swift-foundation/int_edge_65535.plist",
        "swift-foundation/int_edge_9223372036854775807.plist",
        "swift-foundation/int_edge_minus0x80.plist",
        "swift-foundation/int_edge_minus0x8000.plist",
        "swift-foundation/int_edge_minus0x80000000.plist",
        "swift-foundation/int_edge_minus0x8000000000000000.plist",
        "swift-foundation/int_edge_minus128.plist",
        "swift-foundation/int_edge_minus2147483648.plist",
        "swift-foundation/int_edge_minus32768.plist",
        "swift-foundation/int_edge_minus9223372036854775808.plist",
        "swift-foundation/int_whitespace.plist",
        "swift-foundation/xml_reals_nan.plist",
      ]
    ),
    (
      "UTF-32 text is refused with a message that says so (\"save the file as UTF-8\"); Xcode never writes it.",
      [
        "dd-plist/test-xml-utf-32be-bom.plist",
        "dd-plist/test-xml-utf-32be.plist",
        "dd-plist/test-xml-utf-32le-bom.plist",
        "dd-plist/test-xml-utf-32le.plist",
        "swift-foundation/bom_utf32be.plist",
      ]
    ),
    (
      "Duplicate keys are an error in a strict read (the common parsers keep the last value without a word, and that hides a mistake); `allowsDuplicateKeys` reads them as iOS does, last value winning, with a warning.",
      [
        "go-plist/common_duplicate_dictionary_keys.bplist",
        "go-plist/common_duplicate_dictionary_keys.plist",
        "go-plist/xml_unusual_s11.plist",
        "libplist/empty_keys.plist",
      ]
    ),
    (
      "Unknown .strings escapes stand for the escaped character, as CoreFoundation's getSlashedChar reads them (CFOldStylePList.c): `\\xAB` is \"xAB\" and `\\u00AC` is \"u00AC\" (only an upper-case `\\U` is an escape). That is what iOS shows; go-plist decodes them.",
      [
        "go-plist/strings_escape_Hex1.strings",
        "go-plist/strings_escape_Unicode1.strings",
      ]
    ),
    (
      "`\\f` and `\\v` are U+000C and U+000B, as CoreFoundation's C parser (getSlashedChar) reads them on iOS; swift-foundation's Swift port gives U+0012 and U+0011.",
      [
        "swift-foundation/oldstyle_literal_2.strings",
        "swift-foundation/oldstyle_literal_6.strings",
      ]
    ),
    (
      "A binary ASCII string (0x5_) holding bytes above 0x7F is refused: Apple's writer stores such text as UTF-16 (0x6_), and the bytes have no defined encoding.",
      [
        "node-bplist-parser/iTunes-small.bplist",
        "node-bplist-parser/sample1.bplist",
      ]
    ),
    (
      "<null/> is not a property-list element (plist.js's extension); refused with the list of the elements that are.",
      [
        "plist.js/parse_01_should_parse_a_null_node_into_a_null_val.plist"
      ]
    ),
    (
      "A <key> without a value is an error (plist.js reads an empty string), since the value was most likely lost.",
      [
        "plist.js/parse_22_should_parse_to_empty_string_if_value_is.plist"
      ]
    ),
    (
      "`__proto__` is an ordinary key here (plist.js refuses it to protect JavaScript objects).",
      [
        "plist.js/parse_25_should_throw_if_key_value_is_proto.plist"
      ]
    ),
    (
      "Dates are proleptic Gregorian, as ISO 8601 has them; Foundation switches to the Julian calendar before 1582-10-15, two days apart in year 0. No quick action holds such a date.",
      [
        "swift-foundation/bad_date_year0.plist"
      ]
    ),
    (
      "'2024-01-32' is refused as not a date; Foundation rolls it over to February 1 for compatibility, which hides the mistake.",
      [
        "swift-foundation/date_day32_compat.plist"
      ]
    ),
  ]
}
