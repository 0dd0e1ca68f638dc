import SwiftUI

struct MailboxScreen: View {
  var body: some View {
    NavigationView {
      MailboxList()
    }
    .navigationViewStyle(.stack)
  }
}

struct AccountScreen: View {
  var body: some View {
    NavigationView {
      AccountForm()
    }
    .navigationViewStyle(.stack)
  }
}

struct ComposeScreen: View {
  @State private var showsDraft = false

  var body: some View {
    NavigationView {
      Form {
        NavigationLink(item: $showsDraft) { Text("Draft") }
      }
    }
    .navigationViewStyle(.stack)
  }
}

struct SearchScreen: View {
  @State private var showsFilters = false

  var body: some View {
    NavigationView {
      results
    }
    .navigationViewStyle(.stack)
  }

  private var results: some View {
    List {
      Text("Results")
    }
    .background(NavigationLink("", destination: Text("Filters"), isActive: $showsFilters))
  }
}
