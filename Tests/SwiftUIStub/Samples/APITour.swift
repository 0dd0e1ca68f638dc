import Observation
import SwiftUI

// A tour of the stub's API surface: ordinary SwiftUI code that must type-check against
// Tests/SwiftUIStub/SwiftUI.swift (TypeCheckOracleTests.testAPITourTypeChecks).
// When a fixture fails to type-check for a missing declaration, add the declaration to the
// stub with Apple's signature and a use of it here.

@Observable final class Store { var count = 0; var name = "" }

struct Item: Identifiable { let id = UUID(); var name: String; var done = false }

enum Flavor: String, CaseIterable, Identifiable { case a, b; var id: String { rawValue } }

struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { p in
      p.move(to: CGPoint(x: rect.midX, y: rect.minY))
      p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      p.closeSubpath()
    }
  }
}

struct Pill: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(6).background(Capsule().fill(configuration.isPressed ? Color.gray : .blue))
  }
}

struct Dim: ViewModifier {
  func body(content: Content) -> some View { content.opacity(0.5) }
}

struct Everything: View {
  @State private var items: [Item] = []
  @State private var on = false
  @State private var value = 0.5
  @State private var steps = 3
  @State private var text = ""
  @State private var flavor = Flavor.a
  @State private var date = Date()
  @State private var selected: Item?
  @State private var path = NavigationPath()
  @FocusState private var focused: Bool
  @Environment(Store.self) private var store
  @Environment(\.colorScheme) private var scheme
  @Environment(\.horizontalSizeClass) private var hsc
  @GestureState private var drag = CGSize.zero

  var body: some View {
    NavigationStack(path: $path) {
      Form {
        Section {
          Toggle("On", isOn: $on)
          Slider(value: $value, in: 0...1)
          Stepper("Steps \(steps)", value: $steps, in: 0...10)
          TextField("Name", text: $text).focused($focused).onSubmit { focused = false }.submitLabel(.done)
          SecureField("Password", text: $text)
          Picker("Flavor", selection: $flavor) {
            ForEach(Flavor.allCases) { f in Text(f.rawValue).tag(f) }
          }.pickerStyle(.segmented)
          DatePicker("When", selection: $date, displayedComponents: .date)
          ProgressView(value: value)
          ProgressView()
          Link("Site", destination: URL(string: "https://example.com")!)
          Menu("More") { Button("A") {}; Button("Delete", role: .destructive) {} }
        } header: {
          Text("Controls")
        } footer: {
          Text("Footer")
        }
        Section("Items") {
          ForEach($items) { $item in
            Toggle(item.name, isOn: $item.done)
          }
          .onDelete { items.remove(atOffsets: $0) }
        }
      }
      .navigationTitle(Text("All"))
      .toolbar {
        ToolbarItem(placement: .principal) { Text("T") }
        ToolbarItemGroup(placement: .bottomBar) { Button("X") {}; Spacer() }
        if on { ToolbarItem { Text("?") } }
      }
    }
    .environment(store)
  }
}

struct More: View {
  let items: [Item]
  @State private var show: Item?
  @StateObject private var obs = Obs()
  var body: some View {
    GeometryReader { proxy in
      ScrollViewReader { reader in
        ScrollView(.horizontal, showsIndicators: false) {
          LazyHStack(spacing: 4) {
            ForEach(items) { item in
              Text(item.name).id(item.id)
            }
          }
        }
        .onAppear { reader.scrollTo(items.first?.id, anchor: .center) }
      }
      .frame(width: proxy.size.width * 0.5)
    }
    .overlay { Triangle().stroke(.red, lineWidth: 2) }
    .background { Color.gray.opacity(0.2).ignoresSafeArea() }
    .sheet(item: $show) { item in Text(item.name) }
    .modifier(Dim())
    .buttonStyle(Pill())
    .animation(.easeInOut(duration: 0.2), value: show?.id)
    .transition(.move(edge: .bottom).combined(with: .opacity))
    .alert("Oops", isPresented: .constant(false)) { Button("OK", role: .cancel) {} } message: { Text("m") }
    .onChange(of: obs.value) { print($1) }
    .onChange(of: obs.value, perform: { v in print(v) })
    .onChange(of: obs.value) { }
    .refreshable { }
    .onReceive(obs.$value) { _ in }
    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { w in print(w) }
    .containerRelativeFrame(.horizontal)
    .safeAreaPadding(.horizontal, 16)
    .scrollEdgeEffectStyle(.soft, for: .bottom)
    .font(.system(size: 14, weight: .semibold))
    .tint(.orange)
    .shadow(radius: 4)
    .clipShape(Circle())
    .layoutPriority(1)
    .fixedSize(horizontal: false, vertical: true)
    .lineLimit(2)
    .multilineTextAlignment(.center)
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(.isButton)
  }
}

final class Obs: ObservableObject {
  @Published var value = 0
  var bag = Set<AnyCancellable>()
  init() { $value.sink { _ in }.store(in: &bag) }
}

struct Grids: View {
  let cols = [GridItem(.adaptive(minimum: 80))]
  var body: some View {
    VStack {
      LazyVGrid(columns: cols) { ForEach(0..<10, id: \.self) { Text("\($0)") } }
      Grid(alignment: .leading) { GridRow { Text("a"); Text("b") }; Divider() }
      ViewThatFits { HStack { Text("wide") }; Text("narrow") }
      ZStack { Color.black; Rectangle().fill(.ultraThinMaterial) }
      Image("x").resizable().scaledToFit().frame(height: 40)
      Label { Text("t") } icon: { Image(systemName: "star") }
      NavigationLink("Go") { Text("dest") }
      NavigationLink(destination: Text("old")) { Text("Old") }
      NavigationSplitView { Text("s") } detail: { Text("d") }
      if #available(iOS 17, *) { Text("new") } else { Text("old") }
      switch 3 { case 1: Text("1"); default: EmptyView() }
      TabView { Text("1").tabItem { Label("One", systemImage: "1.circle") } }
      Text(Date(), style: .time)
      Text("\(3.14, specifier: "%.1f") and \(Date(), format: .dateTime)")
      Text(verbatim: "v").font(.caption.weight(.bold))
      RoundedRectangle(cornerRadius: 4).fill(LinearGradient(colors: [.red, .clear], startPoint: .top, endPoint: .bottom))
      Circle().fill(.tint).frame(width: 4)
      Text("x").foregroundStyle(.primary, .secondary)
      Text("x").foregroundStyle(Color.accentColor.gradient)
      Text("x").background(.thinMaterial, in: Capsule())
      Button { } label: { Text("Glass") }.buttonStyle(.glass)
    }
    .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    .navigationViewStyle(.stack)
  }
}

struct Old: View {
  var body: some View {
    NavigationView { List(0..<3) { Text("\($0)") }.listStyle(.plain) }
      .navigationViewStyle(StackNavigationViewStyle())
      .accentColor(.red)
      .alert(isPresented: .constant(false)) { Alert(title: Text("a"), dismissButton: .default(Text("OK"))) }
  }
}


struct Message: Identifiable, Hashable {
  let id: UUID
  var title: String
  var unread: Bool
}

final class InboxModel: ObservableObject {
  @Published var messages: [Message] = []
  @Published var draft = ""
  func send() {}
}

struct Card<Content: View>: View {
  @ViewBuilder let content: Content
  var body: some View {
    VStack(alignment: .leading, spacing: 8) { content }
      .padding()
      .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
  }
}

struct Panel<Content: View>: View {
  let content: () -> Content
  var body: some View {
    VStack { content() }
  }
}

struct ComposeBar: View {
  @Binding var text: String
  var onSend: () -> Void
  var body: some View {
    HStack {
      TextField("Message", text: $text)
        .textFieldStyle(.roundedBorder)
      Button(action: onSend) {
        Label("Send", systemImage: "paperplane.fill")
      }
      .buttonStyle(.borderedProminent)
    }
    .padding(.horizontal)
    .padding(.vertical, 8)
    .background(.bar, ignoresSafeAreaEdges: .bottom)
  }
}

struct InboxScreen: View {
  @StateObject private var model = InboxModel()
  @State private var showSettings = false
  @State private var query = ""
  @Environment(\.dismiss) private var dismiss
  @Namespace private var ns

  var body: some View {
    NavigationStack {
      List {
        Section("Unread") {
          ForEach(model.messages.filter(\.unread)) { message in
            NavigationLink(value: message) {
              HStack(alignment: .firstTextBaseline) {
                Text(message.title).font(.headline).lineLimit(1)
                Spacer()
                Image(systemName: "circle.fill").foregroundStyle(.blue).imageScale(.small)
              }
            }
          }
        }
        ForEach(0..<3) { i in Text("Row \(i)") }
        ForEach(model.messages, id: \.id) { m in
          Text(m.title).frame(maxWidth: .infinity, alignment: .leading)
        }
      }
      .listStyle(.insetGrouped)
      .overlay(alignment: .bottom) {
        ComposeBar(text: $model.draft, onSend: model.send)
      }
      .safeAreaInset(edge: .top, spacing: 0) {
        Card {
          Text("Welcome").bold()
          Text("You have \(model.messages.count) messages").foregroundStyle(.secondary)
        }
      }
      .navigationTitle("Inbox")
      .navigationBarTitleDisplayMode(.inline)
      .navigationDestination(for: Message.self) { m in Text(m.title) }
      .searchable(text: $query)
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button { showSettings = true } label: { Image(systemName: "gear") }
        }
      }
      .sheet(isPresented: $showSettings) {
        Panel { Text("Settings") }
          .presentationDetents([.medium, .large])
      }
      .onChange(of: query) { old, new in print(old, new) }
      .task { await Task.yield() }
    }
  }
}

struct ShapesDemo: View {
  var body: some View {
    ZStack(alignment: .bottomTrailing) {
      LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
      Circle().fill(.red).frame(width: 20, height: 20)
      RoundedRectangle(cornerRadius: 8, style: .continuous).stroke(Color.gray, lineWidth: 2)
      Capsule().strokeBorder(lineWidth: 1)
      Text("x").padding(4).background(Color.yellow).clipShape(.rect(cornerRadius: 4)).cornerRadius(3)
      Text("a") + Text("b").bold().foregroundColor(.red)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .edgesIgnoringSafeArea(.all)
    .contentShape(Rectangle())
    .onTapGesture { }
    .gesture(DragGesture().onChanged { v in print(v.translation) })
    .accessibilityLabel("Shapes")
    .accessibilityHidden(false)
    .autocapitalization(.none)
    .textInputAutocapitalization(.never)
    .frame(width: UIScreen.main.bounds.width)
  }
}

extension View {
  @ViewBuilder
  func safeAreaBarOrInset<Bar: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Bar
  ) -> some View {
    if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
      safeAreaBar(edge: edge, alignment: alignment, spacing: spacing, content: content)
    } else {
      safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
  }
}

@main
struct DemoApp: App {
  var body: some Scene {
    WindowGroup { InboxScreen() }
  }
}

struct InboxScreen_Previews: PreviewProvider {
  static var previews: some View { InboxScreen() }
}
