/// Tags recognised by comparing whole words of input with constants: one or two loads and
/// compares, instead of a byte at a time.
///
/// Each constant is the tag's text as little-endian words (byte k of the text is byte k of the
/// word), with a mask of the bytes it covers; `XMLTagWordsTests` checks each against the tag's
/// name.
struct TagWords: Equatable {
  /// The first eight bytes, and the mask of those the text covers.
  var low: UInt64, lowMask: UInt64
  /// Bytes eight to fifteen (the longest tag text, `</integer>`, has ten), and their mask.
  var high: UInt64, highMask: UInt64

  init(_ low: UInt64, _ lowMask: UInt64, _ high: UInt64, _ highMask: UInt64) {
    self.low = low
    self.lowMask = lowMask
    self.high = high
    self.highMask = highMask
  }

  /// How many bytes of input a comparison reads.
  var span: Int { highMask == 0 ? 8 : 16 }
}

extension XMLTag {
  /// `<name>` as words.
  var openWords: TagWords {
    switch self {
    case .plist: return TagWords(0x3E_7473_696C_703C, 0xFF_FFFF_FFFF_FFFF, 0, 0)  // <plist>
    case .dict: return TagWords(0x3E74_6369_643C, 0xFFFF_FFFF_FFFF, 0, 0)  // <dict>
    case .array: return TagWords(0x3E_7961_7272_613C, 0xFF_FFFF_FFFF_FFFF, 0, 0)  // <array>
    case .key: return TagWords(0x3E_7965_6B3C, 0xFF_FFFF_FFFF, 0, 0)  // <key>
    case .string: return TagWords(0x3E67_6E69_7274_733C, 0xFFFF_FFFF_FFFF_FFFF, 0, 0)  // <string>
    // <integer>
    case .integer: return TagWords(0x7265_6765_746E_693C, 0xFFFF_FFFF_FFFF_FFFF, 0x3E, 0xFF)
    case .real: return TagWords(0x3E6C_6165_723C, 0xFFFF_FFFF_FFFF, 0, 0)  // <real>
    case .date: return TagWords(0x3E65_7461_643C, 0xFFFF_FFFF_FFFF, 0, 0)  // <date>
    case .data: return TagWords(0x3E61_7461_643C, 0xFFFF_FFFF_FFFF, 0, 0)  // <data>
    case .true: return TagWords(0x3E65_7572_743C, 0xFFFF_FFFF_FFFF, 0, 0)  // <true>
    case .false: return TagWords(0x3E_6573_6C61_663C, 0xFF_FFFF_FFFF_FFFF, 0, 0)  // <false>
    }
  }

  /// `<name/>` as words.
  var emptyWords: TagWords {
    switch self {
    case .plist: return TagWords(0x3E2F_7473_696C_703C, 0xFFFF_FFFF_FFFF_FFFF, 0, 0)  // <plist/>
    case .dict: return TagWords(0x3E_2F74_6369_643C, 0xFF_FFFF_FFFF_FFFF, 0, 0)  // <dict/>
    case .array: return TagWords(0x3E2F_7961_7272_613C, 0xFFFF_FFFF_FFFF_FFFF, 0, 0)  // <array/>
    case .key: return TagWords(0x3E2F_7965_6B3C, 0xFFFF_FFFF_FFFF, 0, 0)  // <key/>
    // <string/>
    case .string: return TagWords(0x2F67_6E69_7274_733C, 0xFFFF_FFFF_FFFF_FFFF, 0x3E, 0xFF)
    // <integer/>
    case .integer: return TagWords(0x7265_6765_746E_693C, 0xFFFF_FFFF_FFFF_FFFF, 0x3E2F, 0xFFFF)
    case .real: return TagWords(0x3E_2F6C_6165_723C, 0xFF_FFFF_FFFF_FFFF, 0, 0)  // <real/>
    case .date: return TagWords(0x3E_2F65_7461_643C, 0xFF_FFFF_FFFF_FFFF, 0, 0)  // <date/>
    case .data: return TagWords(0x3E_2F61_7461_643C, 0xFF_FFFF_FFFF_FFFF, 0, 0)  // <data/>
    case .true: return TagWords(0x3E_2F65_7572_743C, 0xFF_FFFF_FFFF_FFFF, 0, 0)  // <true/>
    case .false: return TagWords(0x3E2F_6573_6C61_663C, 0xFFFF_FFFF_FFFF_FFFF, 0, 0)  // <false/>
    }
  }

  /// `</name>` as words.
  var closeWords: TagWords {
    switch self {
    case .plist: return TagWords(0x3E74_7369_6C70_2F3C, 0xFFFF_FFFF_FFFF_FFFF, 0, 0)  // </plist>
    case .dict: return TagWords(0x3E_7463_6964_2F3C, 0xFF_FFFF_FFFF_FFFF, 0, 0)  // </dict>
    case .array: return TagWords(0x3E79_6172_7261_2F3C, 0xFFFF_FFFF_FFFF_FFFF, 0, 0)  // </array>
    case .key: return TagWords(0x3E79_656B_2F3C, 0xFFFF_FFFF_FFFF, 0, 0)  // </key>
    // </string>
    case .string: return TagWords(0x676E_6972_7473_2F3C, 0xFFFF_FFFF_FFFF_FFFF, 0x3E, 0xFF)
    // </integer>
    case .integer: return TagWords(0x6567_6574_6E69_2F3C, 0xFFFF_FFFF_FFFF_FFFF, 0x3E72, 0xFFFF)
    case .real: return TagWords(0x3E_6C61_6572_2F3C, 0xFF_FFFF_FFFF_FFFF, 0, 0)  // </real>
    case .date: return TagWords(0x3E_6574_6164_2F3C, 0xFF_FFFF_FFFF_FFFF, 0, 0)  // </date>
    case .data: return TagWords(0x3E_6174_6164_2F3C, 0xFF_FFFF_FFFF_FFFF, 0, 0)  // </data>
    case .true: return TagWords(0x3E_6575_7274_2F3C, 0xFF_FFFF_FFFF_FFFF, 0, 0)  // </true>
    case .false: return TagWords(0x3E65_736C_6166_2F3C, 0xFFFF_FFFF_FFFF_FFFF, 0, 0)  // </false>
    }
  }
}
