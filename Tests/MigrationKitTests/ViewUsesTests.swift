import SwiftCST
import XCTest

@testable import MigrationKit

/// Where the run lays out a view type: `MemberInfo.builtPlacements` per name a body calls,
/// and `Resolver.unboundedUse(ofViewType:along:)` following bodies up to a List, Form or
/// ScrollView.
final class ViewUsesTests: XCTestCase {
  private let screen = """
    struct Screen: View {
      var body: some View {
        List {
          Section { Group_() }
          ForEach(items) { item in Row(item: item) }
          NavigationLink(destination: Detail()) { Label_() }
          NavigationLink { Detail2() } label: { Label2() }
        }
        .sheet(isPresented: $shown) { Sheet() }
        .overlay { Badge() }
      }
    }
    struct Strip: View {
      var body: some View {
        ScrollView(.horizontal) { HStack { Tile() } }
        ScrollView { Card() }
        ScrollView { Meter().frame(height: 40); Bar().frame(width: 10) }
        GeometryReader { _ in Dial() }
        SwiftUI.List { Entry() }
        Theme.Panel { Note() }
        Footer()
        Header().frame(height: 20)
      }
    }
    """

  private func placements(_ name: String, in type: String) throws -> ViewPlacement {
    let file = SourceFile(text: screen)
    let declarations = FileDeclarations(file: file, path: "Screen.swift")
    let body = try XCTUnwrap(
      declarations.members.first { $0.name == "body" && $0.containingType == type })
    let position = try XCTUnwrap(body.builtTypes.firstIndex(of: name), name)
    return body.builtPlacements[position]
  }

  func testPlacementsOfTheNamesABodyCalls() throws {
    XCTAssertEqual(try placements("Row", in: "Screen"), .unboundedHeight)
    XCTAssertEqual(try placements("Group_", in: "Screen"), .unboundedHeight)
    XCTAssertEqual(try placements("Label_", in: "Screen"), .unboundedHeight)
    XCTAssertEqual(try placements("Label2", in: "Screen"), .unboundedHeight)
    // A destination, a sheet's and an overlay's content are laid out elsewhere.
    XCTAssertEqual(try placements("Detail", in: "Screen"), [])
    XCTAssertEqual(try placements("Detail2", in: "Screen"), [])
    XCTAssertEqual(try placements("Sheet", in: "Screen"), [])
    XCTAssertEqual(try placements("Badge", in: "Screen"), [])
    XCTAssertEqual(try placements("List", in: "Screen"), .direct)
    XCTAssertEqual(try placements("Tile", in: "Strip"), .unboundedWidth)
    XCTAssertEqual(try placements("Card", in: "Strip"), .unboundedHeight)
    XCTAssertEqual(try placements("Footer", in: "Strip"), .direct)
    // A fixed length along the axis, or a GeometryReader's size, is offered whatever else.
    XCTAssertEqual(try placements("Meter", in: "Strip"), [])
    XCTAssertEqual(try placements("Bar", in: "Strip"), .unboundedHeight)
    XCTAssertEqual(try placements("Dial", in: "Strip"), [])
    // Among the body's views under a fixed length: on the screen, not laid out as they are.
    XCTAssertEqual(try placements("Header", in: "Strip"), .framed)
    // A List written with its module is a List; a run's nested container is laid out apart.
    XCTAssertEqual(try placements("Entry", in: "Strip"), .unboundedHeight)
    XCTAssertEqual(try placements("Note", in: "Strip"), [])
  }

  /// A closure that is no content of its call lays out nothing there: a Button's action
  /// (after a title, or before `label:`), `action:`, `Task`'s, one labelled otherwise than
  /// a view builder's (`details:`, `onIncrement:`); a Button's label, a Section's header
  /// and a view passed as a value are laid out in the row.
  func testPlacementsOfViewsBuiltInActions() throws {
    let text = """
      struct Settings: View {
        var body: some View {
          List {
            Button { open(Hosts()) } label: { HostsLabel() }
            Button("Keys") { open(Keys()) }
            Button(action: { open(Snippets()) }) { SnippetsLabel() }
            Row { Text("a") } details: { Details() }
            Stepper { StepLabel() } onIncrement: { open(Step()) } onDecrement: {}
            Section { Text("b") } header: { Header() }
            Card(action: Button(action: {}) { Inline() })
            Text("c").onAppear { Task { open(Later()) } }
          }
        }
      }
      """
    let declarations = FileDeclarations(file: SourceFile(text: text), path: "Settings.swift")
    let body = try XCTUnwrap(declarations.members.first { $0.name == "body" })
    func placement(_ name: String) throws -> ViewPlacement {
      body.builtPlacements[try XCTUnwrap(body.builtTypes.firstIndex(of: name), name)]
        .subtracting(.hasLabelled)
    }
    for name in ["Hosts", "Keys", "Snippets", "Details", "Step", "Later"] {
      XCTAssertEqual(try placement(name), [], name)
    }
    for name in ["HostsLabel", "SnippetsLabel", "StepLabel", "Header", "Inline"] {
      XCTAssertEqual(try placement(name), .unboundedHeight, name)
    }
    // A closure labelled otherwise than a view builder's, of a call of a name the index may
    // declare: recorded apart, with its callee and label, for the index to settle.
    let labelled = body.labelledPlacements.map {
      "\(body.builtTypes[Int($0.built)]) \($0.callee) \($0.label) \($0.placement)"
    }
    XCTAssertEqual(
      labelled, ["Snippets Button action 2", "Details Row details 2", "Step Stepper onIncrement 2"])
  }

  /// A view built in a closure of a run's view with a label SwiftUI's views do not use is
  /// laid out where the call is when that view lays the closure out among its views (a
  /// row's `trailingContent`), not when it shows it elsewhere or declares an action.
  func testLabelledClosuresOfTheRunsViews() throws {
    let rows = """
      struct SettingsRow<Trailing: View>: View {
        let title: String
        @ViewBuilder var trailingContent: () -> Trailing
        var body: some View { HStack { Text(title); trailingContent() } }
      }
      struct SheetRow<Details: View>: View {
        var details: () -> Details
        @State private var shown = false
        var body: some View {
          Button("More") { shown = true }.sheet(isPresented: $shown) { details() }
        }
      }
      struct ActionRow: View {
        let title: String
        var onSelect: () -> Void
        var body: some View { Button(title, action: onSelect) }
      }
      """
    let index = SemanticIndex(files: [
      FileDeclarations(file: SourceFile(text: rows), path: "Rows.swift")
    ])
    XCTAssertEqual(index.laysOut(closureLabelled: "trailingContent", of: "SettingsRow"), true)
    XCTAssertEqual(index.laysOut(closureLabelled: "details", of: "SheetRow"), false)
    XCTAssertEqual(index.laysOut(closureLabelled: "onSelect", of: "ActionRow"), false)
    XCTAssertNil(index.laysOut(closureLabelled: "action", of: "Button"))
  }

  /// A path's calls are found, not a modifier chain's (`VStack { … }.padding` is read no
  /// further than its `{`), and names are matched to calls as Strings: `\u{212A}elvin` (with
  /// a Kelvin sign) is the String `Kelvin`, so both calls are one name's.
  func testPlacementsOfPathsAndOfNamesThatAreEqualAsStringsOnly() throws {
    let text = """
      struct Shelves: View {
        var body: some View {
          List { Gallery.Shelf(); Kelvin() }
          VStack { Card() }.padding().background(Gallery.Shelf())
          \u{212A}elvin()
          ScrollView { Über() }
        }
      }
      """
    let declarations = FileDeclarations(file: SourceFile(text: text), path: "Shelves.swift")
    let body = try XCTUnwrap(declarations.members.first { $0.name == "body" })
    func placement(_ name: String) throws -> ViewPlacement {
      body.builtPlacements[try XCTUnwrap(body.builtTypes.firstIndex(of: name), name)]
    }
    XCTAssertEqual(try placement("Gallery.Shelf"), .unboundedHeight)
    XCTAssertEqual(try placement("Kelvin"), [.unboundedHeight, .direct])
    XCTAssertEqual(try placement("Card"), .direct)
    XCTAssertEqual(try placement("Über"), .unboundedHeight)
  }

  func testPlacementsUnderAViewIgnoringTheSafeArea() throws {
    let text = """
      struct Shell: View {
        var body: some View {
          VStack { Panel() }
            .ignoresSafeArea(edges: .bottom)
          Pane().edgesIgnoringSafeArea(.all)
          Typing().ignoresSafeArea(.keyboard)
          Either().ignoresSafeArea(.container, edges: open ? .all : .top)
          Fixed().ignoresSafeArea(edges: .top).frame(height: 20)
          Color.clear.ignoresSafeArea().sheet(isPresented: $shown) { Sheet() }
        }
      }
      """
    let declarations = FileDeclarations(file: SourceFile(text: text), path: "Shell.swift")
    let body = try XCTUnwrap(declarations.members.first { $0.name == "body" })
    func placement(_ name: String) throws -> ViewPlacement {
      body.builtPlacements[try XCTUnwrap(body.builtTypes.firstIndex(of: name), name)]
    }
    XCTAssertEqual(try placement("Panel"), [.direct, .ignoringSafeAreaBottom])
    let everyEdge = ViewPlacement.ignoringSafeArea(on: SafeAreaIgnoring.allEdges)
    XCTAssertEqual(try placement("Pane"), ViewPlacement.direct.union(everyEdge))
    // The keyboard region alone is no bar.
    XCTAssertEqual(try placement("Typing"), .direct)
    // Edges that cannot be read may be any edge.
    XCTAssertEqual(try placement("Either"), ViewPlacement.direct.union(everyEdge))
    // A fixed length makes `direct` `framed`, not the edges; a sheet's content is laid out
    // apart.
    XCTAssertEqual(try placement("Fixed"), [.framed, .ignoringSafeAreaTop])
    XCTAssertEqual(try placement("Sheet"), [])
  }

  private let files = [
    (
      "Account.swift",
      """
      struct Account: View {
        var body: some View {
          List { Security() }
        }
      }
      """
    ),
    (
      "Security.swift",
      """
      struct Security: View {
        var body: some View {
          Section { if on { Passcode() } }
        }
        var help: some View { Hint() }
      }
      """
    ),
    (
      "Passcode.swift",
      """
      struct Passcode: View {
        var body: some View { HStack { Text("a") } }
      }
      struct Hint: View {
        var body: some View { Text("b") }
      }
      private struct Tip: View {
        var body: some View { Text("c") }
      }
      """
    ),
    (
      "Other.swift",
      """
      private struct Tip: View {
        var body: some View { Text("d") }
      }
      struct Tips: View {
        var body: some View { List { Tip() } }
      }
      """
    ),
  ]

  private func use(_ type: String, askedFrom path: String, along axis: ViewPlacement)
    -> UnboundedViewUse?
  {
    let index = SemanticIndex(
      files: files.map { FileDeclarations(file: SourceFile(text: $0.1), path: $0.0) },
      path: path)
    let file = SourceFile(text: files.first { $0.0 == path }!.1)
    return Resolver(file: file, index: index, path: path).unboundedUse(
      ofViewType: type, along: axis)
  }

  func testAUseInARowIsFoundThroughTheBodiesAroundIt() {
    XCTAssertEqual(
      use("Passcode", askedFrom: "Passcode.swift", along: .unboundedHeight),
      UnboundedViewUse(
        builder: "Account", path: "Account.swift", placement: .unboundedHeight,
        through: ["Security"]))
    XCTAssertEqual(
      use("Security", askedFrom: "Security.swift", along: .unboundedHeight),
      UnboundedViewUse(
        builder: "Account", path: "Account.swift", placement: .unboundedHeight, through: []))
    // A List offers a width.
    XCTAssertNil(use("Passcode", askedFrom: "Passcode.swift", along: .unboundedWidth))
    // Built by a helper property, not a body: where it goes is not told.
    XCTAssertNil(use("Hint", askedFrom: "Passcode.swift", along: .unboundedHeight))
    // Used nowhere in the run.
    XCTAssertNil(use("Account", askedFrom: "Account.swift", along: .unboundedHeight))
  }

  func testAFilePrivateViewIsUsedByItsOwnFileOnly() {
    // Other.swift's Tips lists its own Tip, not Passcode.swift's.
    XCTAssertNil(use("Tip", askedFrom: "Passcode.swift", along: .unboundedHeight))
    XCTAssertEqual(
      use("Tip", askedFrom: "Other.swift", along: .unboundedHeight),
      UnboundedViewUse(
        builder: "Tips", path: "Other.swift", placement: .unboundedHeight, through: []))
  }

  private let helpers = [
    (
      "Library.swift",
      """
      struct Library: View {
        var body: some View { content.padding() }
        private var content: some View {
          List { ForEach(books) { book in row(for: book) } }
            .overlay { if books.isEmpty { self.empty } }
        }
        private func row(for book: Book) -> some View { Card(book: book) }
        private var empty: some View { Note() }
        private var unused: some View { Banner() }
      }
      struct Card: View {
        var body: some View { Text("a") }
      }
      struct Note: View {
        var body: some View { Text("b") }
      }
      struct Banner: View {
        var body: some View { Text("c") }
      }
      """
    )
  ]

  func testTheNamesAViewBuildingMemberLaysOut() throws {
    let declarations = FileDeclarations(file: SourceFile(text: helpers[0].1), path: "Library.swift")
    func laidOut(by name: String) throws -> [String: ViewPlacement] {
      let member = try XCTUnwrap(declarations.members.first { $0.name == name })
      return Dictionary(
        uniqueKeysWithValues: zip(member.laidOutNames, member.laidOutNamePlacements))
    }
    XCTAssertEqual(try laidOut(by: "body"), ["content": .direct])
    // `book` is passed to a call, not laid out; an overlay's content is laid out apart.
    XCTAssertEqual(try laidOut(by: "content"), ["row": .unboundedHeight, "empty": []])
    XCTAssertEqual(try laidOut(by: "row"), [:])
  }

  func testAUseThroughHelpersIsFound() {
    let index = SemanticIndex(
      files: helpers.map { FileDeclarations(file: SourceFile(text: $0.1), path: $0.0) },
      path: "Library.swift")
    let resolver = Resolver(
      file: SourceFile(text: helpers[0].1), index: index, path: "Library.swift")
    XCTAssertEqual(
      resolver.unboundedUse(ofViewType: "Card", along: .unboundedHeight),
      UnboundedViewUse(
        builder: "Library", member: "content", path: "Library.swift",
        placement: .unboundedHeight, through: []))
    // An overlay's content is laid out apart; a helper nothing lays out goes nowhere known.
    XCTAssertNil(resolver.unboundedUse(ofViewType: "Note", along: .unboundedHeight))
    XCTAssertNil(resolver.unboundedUse(ofViewType: "Banner", along: .unboundedHeight))
    XCTAssertNil(resolver.unboundedUse(ofViewType: "Card", along: .unboundedWidth))
    XCTAssertEqual(
      resolver.unboundedUse(ofMember: "row", of: "Library", along: .unboundedHeight)?.member,
      "content")
    XCTAssertNil(resolver.unboundedUse(ofMember: "empty", of: "Library", along: .unboundedHeight))
  }

  func testTheBuildersCallingANameComeInPathThenDeclarationOrderEachOnce() {
    let files = [
      ("A.swift", "struct A: View { var body: some View { Row() } }"),
      (
        "B.swift",
        """
        struct B: View {
          var body: some View { VStack { Row(); Settings.Row(); Row() } }
          var extra: some View { Settings.Row() }
        }
        """
      ),
    ]
    let index = SemanticIndex(
      files: files.map { FileDeclarations(file: SourceFile(text: $0.1), path: $0.0) })
    XCTAssertEqual(
      index.viewBuilders(callingLast: "Row").map { "\($0.containingType ?? "").\($0.name)" },
      ["A.body", "B.body", "B.extra"])
    XCTAssertTrue(index.viewBuilders(callingLast: "Settings").isEmpty)
  }
}
