/// `quickaction --generate-completion-script bash|zsh|fish`, swift-argument-parser's spelling:
/// a completion script made from the tool's own tables (each command's name, summary and
/// `ArgumentSpec`), so a new command or option is completed without touching a script.
///
/// Every shell completes the commands, `help COMMAND`, the options of the command being typed,
/// the values of `--color` and `--generate-completion-script`, and file names elsewhere.
enum CompletionScript {
  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  /// A command as the scripts see it.
  struct Entry {
    var name: String
    var summary: String
    /// Options that take a value.
    var valueOptions: [String]
    /// Options that take none.
    var flags: [String]
    /// Value options that may be given more than once.
    var repeatable: Set<String>

    var options: [String] { valueOptions + flags }
  }

  /// The options every command takes besides its own.
  static var commonFlags: [String] {
    ToolOptions.everyCommand.filter { !$0.takesValue }.map(\.name)
  }
  static var commonValueOptions: [String] {
    ToolOptions.everyCommand.filter(\.takesValue).map(\.name)
  }
  /// The options of `quickaction` itself, with no command.
  static var toolFlags: [String] { ToolOptions.table.spec.flags }
  static var toolValueOptions: [String] { ToolOptions.table.spec.valueOptions }
  /// The values completed after a value option, where they are a closed set.
  static var choices: [(option: String, values: [String])] {
    ToolOptions.table.options.filter { !$0.choices.isEmpty }.map { ($0.name, $0.choices) }
  }

  static func entries(_ commands: [any Command.Type]) -> [Entry] {
    commands.map { command in
      Entry(
        name: command.name, summary: command.summary,
        valueOptions: command.spec.valueOptions + commonValueOptions,
        flags: command.spec.flags + commonFlags, repeatable: command.spec.repeatable)
    }
  }

  static func script(_ shell: Shell, commands: [any Command.Type]) -> String {
    let entries = entries(commands)
    switch shell {
    case .bash: return bash(entries)
    case .zsh: return zsh(entries)
    case .fish: return fish(entries)
    }
  }

  static func header(_ shell: Shell) -> String {
    "# \(shell.rawValue) completion for quickaction, made by "
      + "`quickaction --generate-completion-script \(shell.rawValue)`: "
      + "regenerate it, never edit it."
  }

  // MARK: bash

  static func bash(_ entries: [Entry]) -> String {
    let names = entries.map(\.name).joined(separator: " ")
    var lines = [
      header(.bash),
      "# Load it with: source <(quickaction --generate-completion-script bash)",
      "_quickaction() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "  local commands=\"\(names)\"",
      "  case \"$prev\" in",
    ]
    for (option, values) in choices {
      lines.append(
        "    \(option)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\"));"
          + " return ;;"
      )
    }
    lines += [
      "  esac",
      "  if [[ $COMP_CWORD -eq 1 ]]; then",
      "    COMPREPLY=($(compgen -W \"$commands help "
        + (toolFlags + toolValueOptions).joined(separator: " ") + "\" -- \"$cur\"))",
      "    return",
      "  fi",
      "  local options=\"\" values=\"\"",
      "  case \"${COMP_WORDS[1]}\" in",
      "    help) COMPREPLY=($(compgen -W \"$commands\" -- \"$cur\")); return ;;",
    ]
    for entry in entries {
      lines.append(
        "    \(entry.name)) options=\"\(entry.options.joined(separator: " "))\"; "
          + "values=\"\(entry.valueOptions.joined(separator: " "))\" ;;")
    }
    lines += [
      "  esac",
      "  if [[ \" $values \" == *\" $prev \"* || $cur != -* ]]; then",
      "    COMPREPLY=($(compgen -f -- \"$cur\"))",
      "  else",
      "    COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
      "  fi",
      "}",
      "complete -o filenames -F _quickaction quickaction",
    ]
    return lines.joined(separator: "\n")
  }

  // MARK: zsh

  /// `text` inside zsh's single quotes.
  static func zshQuoted(_ text: String) -> String {
    "'" + text.replacingAll("'", with: "'\\''") + "'"
  }

  /// One `_arguments` spec: `'--format:value:_files'`, `'*--define:value:_files'`, `'--strict'`.
  static func zshSpec(_ option: String, takesValue: Bool, repeatable: Bool) -> String {
    let action =
      choices.first { $0.option == option }.map { "(\($0.values.joined(separator: " ")))" }
      ?? "_files"
    return zshQuoted((repeatable ? "*" : "") + option + (takesValue ? ":value:\(action)" : ""))
  }

  static func zsh(_ entries: [Entry]) -> String {
    var lines = [
      "#compdef quickaction",
      header(.zsh),
      "_quickaction() {",
      "  local -a commands",
      "  commands=(",
    ]
    for entry in entries {
      lines.append("    " + zshQuoted(entry.name + ":" + entry.summary))
    }
    let toolSpecs =
      toolFlags.map { zshSpec($0, takesValue: false, repeatable: false) }
      + toolValueOptions.map { zshSpec($0, takesValue: true, repeatable: false) }
    lines += [
      "  )",
      "  if (( CURRENT == 2 )); then",
      "    if [[ $words[2] == -* ]]; then",
      "      _arguments \(toolSpecs.joined(separator: " "))",
      "    else",
      "      _describe -t commands 'quickaction command' commands",
      "    fi",
      "    return",
      "  fi",
      "  local command=$words[2]",
      "  shift words",
      "  (( CURRENT-- ))",
      "  case $command in",
      "    help) _describe -t commands 'quickaction command' commands ;;",
    ]
    for entry in entries {
      let specs =
        entry.valueOptions.map {
          zshSpec($0, takesValue: true, repeatable: entry.repeatable.contains($0))
        }
        + entry.flags.map { zshSpec($0, takesValue: false, repeatable: false) }
      lines.append(
        "    \(entry.name)) _arguments \(specs.joined(separator: " ")) '*:file:_files' ;;")
    }
    lines += [
      "  esac",
      "}",
      // Autoloaded from a file named _quickaction on $fpath, the file's body is the function:
      // run it. Sourced, register it.
      "if [[ \"$funcstack[1]\" == _quickaction ]]; then _quickaction \"$@\";"
        + " else compdef _quickaction quickaction; fi",
    ]
    return lines.joined(separator: "\n")
  }

  // MARK: fish

  /// `text` inside fish's single quotes.
  static func fishQuoted(_ text: String) -> String {
    "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
  }

  static func fishOption(_ condition: String, _ option: String, takesValue: Bool) -> String {
    let long = "complete -c quickaction -n \(condition) -l \(option.dropFirst(2))"
    guard takesValue else { return long }
    let values = choices.first { $0.option == option }?.values
    return long + (values.map { " -x -a " + fishQuoted($0.joined(separator: " ")) } ?? " -r -F")
  }

  static func fish(_ entries: [Entry]) -> String {
    let atCommand = "__fish_use_subcommand"
    var lines = [header(.fish), "complete -c quickaction -f"]
    for entry in entries {
      lines.append(
        "complete -c quickaction -n \(atCommand) -a \(entry.name) -d \(fishQuoted(entry.summary))")
    }
    lines.append("complete -c quickaction -n \(atCommand) -a help -d 'Show the help of a command'")
    lines += toolFlags.map { fishOption(atCommand, $0, takesValue: false) }
    lines += toolValueOptions.map { fishOption(atCommand, $0, takesValue: true) }
    let names = entries.map(\.name).joined(separator: " ")
    lines.append(
      "complete -c quickaction -n '__fish_seen_subcommand_from help' -a \(fishQuoted(names))")
    for entry in entries {
      let condition = fishQuoted("__fish_seen_subcommand_from \(entry.name)")
      lines.append("complete -c quickaction -n \(condition) -F")
      lines += entry.valueOptions.map { fishOption(condition, $0, takesValue: true) }
      lines += entry.flags.map { fishOption(condition, $0, takesValue: false) }
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The string with every `target` replaced by `replacement`.
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var out = ""
    for c in self { if c == target { out += replacement } else { out.append(c) } }
    return out
  }
}
