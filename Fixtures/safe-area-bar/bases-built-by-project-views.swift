// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

// The base of a bar is a view of the project: it matters only when what it builds scrolls.

struct InboxList: View {
  let subjects: [String]

  var body: some View {
    List(subjects, id: \.self) { subject in
      Text(subject)
    }
  }
}

struct InboxScreen: View {
  let subjects: [String]

  var body: some View {
    ZStack(alignment: .bottom) {
      InboxList(subjects: subjects)
      Button("Compose") {}
    }
  }
}

struct ArticleScreen: View {
  var body: some View {
    page
      .overlay(alignment: .bottomTrailing) {
        Button("Share") {}
      }
  }

  private var page: some View {
    ScrollView {
      Text("Article")
    }
  }
}

// A project view built on a stack does not scroll: nothing is hidden for good.
struct ProfileHeader: View {
  var body: some View {
    VStack {
      Text("Name")
      Text("Bio")
    }
  }
}

struct ProfileScreen: View {
  var body: some View {
    ProfileHeader()
      .overlay(alignment: .bottom) {
        Button("Follow") {}
      }
  }
}

// A tab view, a representable and a view the run does not declare: silent.
struct TabsScreen: View {
  var body: some View {
    ZStack(alignment: .bottom) {
      TabView {
        Text("One")
        Text("Two")
      }
      Button("Tabs") {}
    }
  }
}

struct MapHost: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ view: UIView, context: Context) {}
}

struct MapScreen: View {
  var body: some View {
    MapHost()
      .overlay(alignment: .bottom) {
        Button("Locate") {}
      }
  }
}

struct Wrapper<Content: View>: View {
  let content: Content

  var body: some View {
    content
      .overlay(alignment: .bottom) {
        Button("Done") {}
      }
  }
}
