import QuickActions

// Saves two different stores to the path in its first argument, alternately, until it is
// killed: StoreTests kills it with SIGKILL at random moments and checks the store is always
// one of the two, whole. Test-only.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

guard CommandLine.arguments.count == 2 else {
  print("usage: store-crash-helper STORE")
  exit(64)
}
let path = CommandLine.arguments[1]
let stores = ["A", "B"].map { name in
  DynamicShortcutRegistry(
    (0..<40).map { i in
      ShortcutItem(
        type: "com.example.\(name).\(i)", title: "\(name) item \(i)",
        subtitle: String(repeating: name, count: 200),
        userInfo: ["n": .init(.integer(.init(i)))])
    })
}
// The test waits for this line, then kills the process; written unbuffered, straight to the fd.
_ = "ready\n".utf8CString.withUnsafeBufferPointer { write(1, $0.baseAddress, 6) }
var n = 0
while true {
  do {
    try stores[n % 2].save(to: path)
  } catch {
    print("save failed: \(error)")
    exit(1)
  }
  n += 1
}
