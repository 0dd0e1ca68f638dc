// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct WelcomeView: View {
  @State private var query = ""
  let items: [String]

  var body: some View {
    ZStack(alignment: .top) {
      LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
        .ignoresSafeArea()
      VStack(spacing: 12) {
        Text("Welcome")
          .font(.largeTitle)
        Text("Sign in to continue")
      }
      .padding()
    }
    .navigationTitle("Hello")
  }

  var list: some View {
    ZStack {
      Color.black.opacity(0.05).ignoresSafeArea()
      List(items, id: \.self) { item in
        Text(item)
      }
      .scrollContentBackground(.hidden)
    }
  }

  var dimmed: some View {
    ZStack(alignment: .bottomTrailing) {
      Image(systemName: "photo")
        .resizable()
        .scaledToFit()
      Color.black
        .opacity(0.3)
        .allowsHitTesting(false)
    }
  }

  var badge: some View {
    ZStack { Circle().fill(Color.red); Text("3") }
  }

  var card: some View {
    ZStack(alignment: .center) {
      RoundedRectangle(cornerRadius: 12)
        .fill(.regularMaterial)
      Text("Card")
    }
  }
}

struct CategoryChip: View {
  @State private var isOn = false

  var body: some View {
    ZStack {
      Rectangle()
        .foregroundColor(isOn ? Color.blue.opacity(0.3) : Color.blue)
      Text("Chip").bold()
        .padding(.vertical, 5)
    }
    .onTapGesture {
      isOn.toggle()
    }
    .clipShape(Capsule())
  }
}

struct CornerButton: View {
  var body: some View {
    ZStack(alignment: .bottomTrailing) {
      Color.clear
        .allowsHitTesting(false)
      Button("Settings") {}
        .padding()
    }
    .ignoresSafeArea()
  }
}
