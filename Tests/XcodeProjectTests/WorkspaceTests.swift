import PropertyList
import Testing

@testable import XcodeProject

@Suite struct WorkspaceTests {
  @Test("group:, container:, absolute: and self: locations, nested in groups, with their positions")
  func locations() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <Group location = "container:Apps" name = "Apps">
            <FileRef location = "group:One/One.xcodeproj"></FileRef>
            <Group location = "group:Nested">
               <FileRef
                  location = "group:../Two.xcodeproj">
               </FileRef>
            </Group>
            <FileRef location = "group:Three.xcodeproj"/>
         </Group>
         <FileRef location = "container:Four &amp; More.xcodeproj"></FileRef>
         <FileRef location = "absolute:/abs/Five.xcodeproj"></FileRef>
         <FileRef location = "group:README.md"></FileRef>
         <FileRef location = "developer:Tools.xcodeproj"></FileRef>
      </Workspace>
      """
    let workspace = try XcodeWorkspace(path: "/w/App.xcworkspace", bytes: Array(text.utf8))
    #expect(
      workspace.projects.map(\.path) == [
        "/w/Apps/One/One.xcodeproj", "/w/Apps/Two.xcodeproj", "/w/Apps/Three.xcodeproj",
        "/w/Four & More.xcodeproj",
        "/abs/Five.xcodeproj",
      ])
    #expect(
      workspace.projects.map(\.location.location.description) == [
        "4:28", "7:25", "10:28", "12:25", "13:25",
      ])
    let own = try XcodeWorkspace(
      path: "/w/App.xcodeproj/project.xcworkspace",
      bytes: Array("<Workspace><FileRef location = \"self:\"></FileRef></Workspace>".utf8))
    #expect(own.projects.map(\.path) == ["/w/App.xcodeproj"])
  }

  @Test("a tag that is never closed is an error at its position")
  func unclosed() {
    #expect(
      throws: ProjectError(
        "the workspace's XML has a tag that is not closed",
        at: ProjectLocation(
          file: "W.xcworkspace/contents.xcworkspacedata",
          location: SourceLocation(offset: 12, line: 2, column: 1)))
    ) {
      try XcodeWorkspace(
        path: "W.xcworkspace",
        bytes: Array("<Workspace>\n<FileRef location = \"group:a.xcodeproj\"".utf8))
    }
  }
}
