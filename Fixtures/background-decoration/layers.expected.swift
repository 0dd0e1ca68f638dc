// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct WelcomeView: View {
  @State private var query = ""
  let items: [String]

  var body: some View {
    VStack(spacing: 12) {
      Text("Welcome")
        .font(.largeTitle)
      Text("Sign in to continue")
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .background {
      LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
        .ignoresSafeArea()
    }
    .navigationTitle("Hello")
  }

  var list: some View {
    List(items, id: \.self) { item in
      Text(item)
    }
    .scrollContentBackground(.hidden)
    .background {
      Color.black.opacity(0.05).ignoresSafeArea()
    }
  }

  var dimmed: some View {
    Image(systemName: "photo")
      .resizable()
      .scaledToFit()
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
      .overlay {
        Color.black
          .opacity(0.3)
          .allowsHitTesting(false)
      }
  }

  var badge: some View {
    Text("3").frame(maxWidth: .infinity, maxHeight: .infinity).background { Circle().fill(Color.red) }
  }

  var card: some View {
    Text("Card")
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background {
        RoundedRectangle(cornerRadius: 12)
          .fill(.regularMaterial)
      }
  }
}

struct CategoryChip: View {
  @State private var isOn = false

  var body: some View {
    Text("Chip").bold()
      .padding(.vertical, 5)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background {
        Rectangle()
          .foregroundColor(isOn ? Color.blue.opacity(0.3) : Color.blue)
      }
      .onTapGesture {
        isOn.toggle()
      }
      .clipShape(Capsule())
  }
}

struct CornerButton: View {
  var body: some View {
    Button("Settings") {}
      .padding()
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
      .ignoresSafeArea()
  }
}
