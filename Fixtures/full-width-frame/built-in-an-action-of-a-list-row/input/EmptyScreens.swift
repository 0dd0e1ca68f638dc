import SwiftUI

struct EmptyHosts: View {
  var body: some View {
    VStack {
      Text("No hosts yet")
      Spacer()
    }
  }
}

struct EmptyKeys: View {
  var body: some View {
    VStack {
      Text("No keys yet")
      Spacer()
    }
  }
}

struct EmptySnippets: View {
  var body: some View {
    VStack {
      Text("No snippets yet")
      Spacer()
    }
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
