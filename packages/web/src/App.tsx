export function App() {
  return <main className="p-8">Cubewright</main>;
}
