import SwiftUI

struct EmptyHosts: View {
  var body: some View {
    Text("No hosts yet")
      .frame(maxHeight: .infinity, alignment: .top)
  }
}

struct EmptyKeys: View {
  var body: some View {
    Text("No keys yet")
      .frame(maxHeight: .infinity, alignment: .top)
  }
}

struct EmptySnippets: View {
  var body: some View {
    Text("No snippets yet")
      .frame(maxHeight: .infinity, alignment: .top)
  }
}

struct HostsLabel: View {
  var body: some View {
    VStack {
      Image(systemName: "server.rack").frame(width: 24, height: 24)
      Spacer()
    }
  }
}
