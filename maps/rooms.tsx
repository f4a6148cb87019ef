<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="rooms" tilewidth="160" tileheight="160" tilecount="9" columns="3">
 <image source="rooms.png" width="480" height="480"/>
 <tile id="0">
  <properties>
   <property name="room" value="red"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="room" value="blue"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="room" value="yellow"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="room" value="white"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="room" value="purple"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="room" value="green"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="room" value="red"/>
   <property name="spawn" value="red"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="room" value="blue"/>
   <property name="spawn" value="blue"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="room" value="yellow"/>
   <property name="spawn" value="yellow"/>
  </properties>
 </tile>
</tileset>
